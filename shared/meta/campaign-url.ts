import { buttonLabelShown, CAMPAIGN_CALLS_TO_ACTION } from './options/calls-to-action';
import { type AdCreativeParameter, adCreativeText, toUrlTags, withAdCreativeText } from './url-tags';

/** The tracking parameter that carries the channel (the ad set name) to the article, for revenue joins. */
const CHANNEL_PARAMETER = 'channel';

/** The ad's copy as the creative shows it: the keyword's ad title and description, and the image's text. */
export interface AdCopy {
  title: string;
  description: string;
  /** What Cloud Vision's text detection read in the image ('' when none). */
  imageText: string;
}

/** What of the campaign form the URL depends on. */
export interface UrlFormFields {
  urlParameters: Readonly<Record<string, string>>;
  callToAction: string;
  adCreativeParameter: AdCreativeParameter;
}

/**
 * A campaign's URL parameters and Meta's `url_tags`: the form's parameters, the channel, and (when the form
 * keeps it on and the copy is known) the ad's own text: headline and primary text (the title and
 * description), the link description, the button label and the image's text, as the creative shows them.
 * The creation and the creator's preview both build it here, so the preview is the URL Meta gets.
 */
export function campaignUrlTags(form: UrlFormFields, adsetName: string, copy: AdCopy | undefined) {
  const withChannel = { ...form.urlParameters, [CHANNEL_PARAMETER]: adsetName };
  const urlParameters = copy
    ? withAdCreativeText(
        withChannel,
        form.adCreativeParameter,
        adCreativeText({
          headline: copy.title,
          primaryText: copy.description,
          description: copy.description,
          buttonLabel: buttonLabelShown(CAMPAIGN_CALLS_TO_ACTION, form.callToAction),
          imageText: copy.imageText,
        }),
      )
    : withChannel;
  return { urlParameters, urlTags: toUrlTags(urlParameters, [form.adCreativeParameter.name]) };
}
