import { MAX_LANDING_URL_LENGTH } from '#shared/meta/url-tags';
import type { LaunchCheck } from '#shared/schemas/meta-launches';
import type { KeywordRecord } from '../../../ports/keywords';

/**
 * What Meta shows of an ad's text before it cuts it with "See more" on most placements: about 40
 * characters of a headline and 125 of primary text (docs/upstream/meta-launch-checks.md). Longer copy is
 * allowed, only cut: a warning.
 */
export const HEADLINE_SHOWN = 40;
export const PRIMARY_TEXT_SHOWN = 125;

const passed = (name: string, message: string): LaunchCheck => ({ name, status: 'passed', message });
const warning = (name: string, message: string): LaunchCheck => ({ name, status: 'warning', message });
const failed = (name: string, message: string): LaunchCheck => ({ name, status: 'failed', message });

function copyCheck(keyword: KeywordRecord): LaunchCheck {
  if (!keyword.adTitle || !keyword.adDescription)
    return failed('Ad copy', 'This keyword has no ad title and description yet');
  if (keyword.adTitle.length > HEADLINE_SHOWN)
    return warning(
      'Ad copy',
      `The headline has ${keyword.adTitle.length} characters: Meta shows about ${HEADLINE_SHOWN}`,
    );
  if (keyword.adDescription.length > PRIMARY_TEXT_SHOWN)
    return warning(
      'Ad copy',
      `The text has ${keyword.adDescription.length} characters: Meta shows about ${PRIMARY_TEXT_SHOWN}`,
    );
  return passed('Ad copy', 'Headline and text fit what Meta shows');
}

/** The checks of one row of a launch's preview, in the order the preview shows them. */
export function launchChecks(row: {
  keyword: KeywordRecord;
  landingUrl: string;
  /** Why the campaign form built from the profile is refused, if it is (a profile without a Page, ...). */
  formProblem: string | undefined;
  /** Campaigns the keyword has already. */
  campaigns: number;
}): LaunchCheck[] {
  const { keyword, landingUrl } = row;
  return [
    keyword.publishedUrl
      ? passed('Article', 'Published')
      : failed('Article', 'The article of this keyword is not published yet'),
    row.formProblem
      ? failed('Settings', row.formProblem)
      : passed('Settings', 'The profile and the site give every setting'),
    copyCheck(keyword),
    // Images that Cloud Vision's SafeSearch finds unsafe are dropped when they are generated.
    keyword.images[0]
      ? passed('Image', 'Checked by Cloud Vision SafeSearch when it was generated')
      : failed('Image', 'This keyword has no image to advertise with'),
    // A warning, as the creator gives: Meta publishes no limit (the figure is the browsers' and clients').
    landingUrl.length > MAX_LANDING_URL_LENGTH
      ? warning(
          'Landing URL',
          `The landing URL has ${landingUrl.length} characters, more than ${MAX_LANDING_URL_LENGTH}`,
        )
      : passed('Landing URL', `${landingUrl.length} characters`),
    row.campaigns > 0
      ? warning(
          'Existing campaign',
          `This keyword has ${row.campaigns} campaign${row.campaigns === 1 ? '' : 's'} already`,
        )
      : passed('Existing campaign', 'No campaign yet'),
  ];
}
