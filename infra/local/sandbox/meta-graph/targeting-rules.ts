import { DEVICE_PLATFORMS, EU_COUNTRIES } from './graph-enums';
import { fail, invalidParameter, notInEnum, required } from './graph-errors';

export interface Targeting {
  geo_locations?: { countries?: unknown };
  age_min?: unknown;
  age_max?: unknown;
  genders?: unknown;
  device_platforms?: unknown;
  targeting_automation?: { advantage_audience?: unknown };
  custom_audiences?: unknown;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
/** Region codes Intl names that are not ISO 3166 countries (UK is an alias of GB there; Meta wants GB). */
const NOT_COUNTRIES = new Set(['UK', 'EU', 'EZ', 'UN', 'QO', 'ZZ']);
/** ISO 3166 alpha-2: Intl names every real code and echoes an unknown one back. */
const isCountryCode = (code: unknown) =>
  typeof code === 'string' &&
  /^[A-Z]{2}$/.test(code) &&
  !NOT_COUNTRIES.has(code) &&
  regions.of(code) !== code;

/**
 * What Meta checks in an ad set's targeting: countries (ISO codes, at least one), ages 13-65, genders 1
 * and 2, device platforms, and the explicit Advantage+ audience flag required since v23.
 */
export function checkTargeting(targeting: unknown, params: Record<string, string>): Targeting {
  if (typeof targeting !== 'object' || targeting === null || Array.isArray(targeting)) {
    return fail({ message: '(#100) param targeting must be a JSON object', code: 100 });
  }
  const spec = targeting as Targeting;
  const countries = spec.geo_locations?.countries;
  if (!spec.custom_audiences && (!Array.isArray(countries) || countries.length === 0)) {
    fail(
      invalidParameter(
        'Location required',
        'Your audience needs at least one location. Add a country to geo_locations.countries.',
      ),
    );
  }
  const codes = Array.isArray(countries) ? countries : [];
  const unknown = codes.find((code) => !isCountryCode(code));
  if (unknown !== undefined) {
    fail(
      invalidParameter(
        'Invalid location',
        `${String(unknown)} is not a valid country code. Use ISO 3166 codes such as GB or US.`,
      ),
    );
  }
  const ageMin = spec.age_min === undefined ? 18 : Number(spec.age_min);
  const ageMax = spec.age_max === undefined ? 65 : Number(spec.age_max);
  if (!Number.isInteger(ageMin) || ageMin < 13 || ageMin > 65) {
    fail(invalidParameter('Invalid minimum age', 'The minimum age must be a whole number from 13 to 65.'));
  }
  if (!Number.isInteger(ageMax) || ageMax < ageMin || ageMax > 65) {
    fail(
      invalidParameter(
        'Invalid maximum age',
        'The maximum age must be a whole number from the minimum age to 65.',
      ),
    );
  }
  if (spec.genders !== undefined) {
    const genders = spec.genders;
    if (!Array.isArray(genders) || genders.some((gender) => gender !== 1 && gender !== 2)) {
      fail(notInEnum('targeting[genders][0]', ['1', '2']));
    }
  }
  if (spec.device_platforms !== undefined) {
    const platforms = spec.device_platforms;
    if (
      !Array.isArray(platforms) ||
      platforms.some((p) => !(DEVICE_PLATFORMS as readonly string[]).includes(String(p)))
    ) {
      fail(notInEnum('targeting[device_platforms][0]', DEVICE_PLATFORMS));
    }
  }
  const advantage = spec.targeting_automation?.advantage_audience;
  if (advantage !== 0 && advantage !== 1) {
    fail(
      invalidParameter(
        'Advantage Audience Flag Required',
        'To create your ad set, you need to enable or disable the Advantage audience feature: set targeting_automation.advantage_audience to 1 or 0.',
      ),
    );
  }
  // The Digital Services Act: ads reaching the EU say who benefits and who pays.
  if (codes.some((code) => EU_COUNTRIES.has(String(code)))) {
    if (!params.dsa_beneficiary?.trim()) fail({ ...required('dsa_beneficiary'), ...euCopy });
    if (!params.dsa_payor?.trim()) fail({ ...required('dsa_payor'), ...euCopy });
  }
  return spec;
}

const euCopy = {
  userTitle: 'Beneficiary and payer required',
  userMessage:
    'Ad sets that reach people in the European Union must name the beneficiary (dsa_beneficiary) and the payer (dsa_payor) of the ads.',
};
