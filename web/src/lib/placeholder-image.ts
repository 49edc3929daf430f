/** Shown when a dish or restaurant photo is missing or fails to load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240"><rect width="400" height="240" fill="#ebfbee"/>' +
      '<g fill="none" stroke="#8ce99a" stroke-width="10" stroke-linecap="round">' +
      '<path d="M150 150a50 50 0 0 0 100 0z"/><path d="M140 150h120"/><path d="M185 95q10-15 0-30M215 95q10-15 0-30"/></g></svg>',
  );
