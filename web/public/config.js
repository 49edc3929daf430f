// Runtime configuration. Locally the API URL comes from Vite's env; in AWS the deploy replaces this
// file with the real API URL (Tiffin-<stage>-Api writes it), so one build serves every stage.
window.__TIFFIN_CONFIG__ = window.__TIFFIN_CONFIG__ || {};
