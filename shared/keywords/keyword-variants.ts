import { VARIANTS_PER_KEYWORD } from '../product/constants';
import type { KeywordOptions } from '../schemas/keywords';

/**
 * The variants a keyword's variants step creates: its batch's count, else 3 per keyword
 * (docs/contract.md#constants).
 */
export const variantsPerKeyword = (options: KeywordOptions): number =>
  options.variantsCount ?? VARIANTS_PER_KEYWORD;
