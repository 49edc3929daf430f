/* global module -- CommonJS, as postcss-load-config expects for .cjs */
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
