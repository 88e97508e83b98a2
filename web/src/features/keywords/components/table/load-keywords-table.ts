/**
 * The keyword table's own chunk. The dashboard shows a stand-in until it arrives; the dashboard route
 * starts it together with the dashboard's chunk rather than after it.
 */
export const loadKeywordsTable = () => import('./keywords-table');
