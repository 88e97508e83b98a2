import { type MetaOption, option, toMeta, unavailableOption } from './meta-option';

/**
 * The "everything" choice of the device, OS and gender lists: choosing it clears the specific ones
 * (docs/contract.md#campaign-creator).
 */
export const ALL = 'ALL';

/** The forms' devices to `targeting.device_platforms`; ALL sends none (Meta then serves all). */
export const DEVICE_TYPES = [
  option('ALL', 'All Devices', null),
  option('MOBILE', 'Mobile', 'mobile'),
  option('DESKTOP', 'Desktop', 'desktop'),
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number]['value'];

/** The duplicate dialog's devices are Meta's own names; Meta has no tablet placement. */
export const DUPLICATE_DEVICE_TYPES = [
  option('mobile', 'Mobile', 'mobile'),
  option('desktop', 'Desktop', 'desktop'),
  unavailableOption('tablet', 'Tablet', 'Meta targets mobile and desktop only; tablets count as mobile'),
] as const;

const DESKTOP_OS_REASON = 'Meta targets mobile operating systems only';

/** The forms' operating systems to `targeting.user_os`; Meta offers no desktop OS targeting. */
export const OS_TYPES = [
  option('ALL', 'All', null),
  option('ANDROID', 'Android', 'Android'),
  option('IOS', 'iOS', 'iOS'),
  unavailableOption('WINDOWS', 'Windows', DESKTOP_OS_REASON),
  unavailableOption('MACOS', 'macOS', DESKTOP_OS_REASON),
] as const;
export type OsType = (typeof OS_TYPES)[number]['value'];

/** The duplicate dialog's operating systems, named as Meta's `user_os` names them. */
export const DUPLICATE_OS_TYPES = [
  option('iOS', 'iOS', 'iOS'),
  option('Android', 'Android', 'Android'),
  unavailableOption('Windows', 'Windows', DESKTOP_OS_REASON),
  unavailableOption('MacOS', 'MacOS', DESKTOP_OS_REASON),
] as const;

/** The forms' genders to `targeting.genders`: 1 male, 2 female, omitted for everyone. */
export const GENDERS = [
  option('ALL', 'All Genders', null),
  option('MALE', 'Male', [1] as readonly number[]),
  option('FEMALE', 'Female', [2] as readonly number[]),
] as const;
export type Gender = (typeof GENDERS)[number]['value'];

/**
 * Meta's list for a multi-choice of devices, OS or genders: undefined (send nothing, Meta serves
 * everyone) when ALL is chosen or nothing specific is; otherwise the union of the chosen values.
 */
export function toMetaList<T>(
  options: readonly MetaOption<string, T | readonly T[] | null>[],
  values: readonly string[],
): T[] | undefined {
  if (values.length === 0 || values.includes(ALL)) return undefined;
  return [...new Set(values.flatMap((value) => toMeta(options, value) as T | T[]))];
}
