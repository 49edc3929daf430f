// Runtime configuration. Locally the socket and photos addresses come from Vite's env; in AWS the deploy replaces this
// file with the stage's socket URL (Tiffin-<stage>-Config writes it), so one build serves every stage.
window.__TIFFIN_CONFIG__ = window.__TIFFIN_CONFIG__ || {};
