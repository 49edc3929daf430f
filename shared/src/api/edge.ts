/**
 * The header CloudFront adds to every request it sends the API (its value a secret generated at deploy, in the web
 * stack), and that the API checks: a request without it did not come through CloudFront, so nothing it says about
 * its sender is believed. CloudFront replaces a viewer's header of the same name with its own value.
 */
export const ORIGIN_SECRET_HEADER = 'x-tiffin-origin-secret';

/** The header in which CloudFront names the viewer's address and port (`203.0.113.7:51234`, `2001:db8::17:60113`). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
