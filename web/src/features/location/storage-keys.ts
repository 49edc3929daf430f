/** Where the location feature keeps the city (read by use-city.ts and by the page's early data script). */
export const CITY_STORAGE_KEY = 'tiffin.city';
/** The city the home page showed last in this tab, whether found from the device or chosen. */
export const CURRENT_CITY_KEY = 'tiffin.city.current';
