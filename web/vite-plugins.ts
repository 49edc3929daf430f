import type { Plugin } from 'vite';

/**
 * Moves the built stylesheet links from <head> into <body>, between index.html's static shell and the app's root: a
 * stylesheet in <head> holds back the first paint until it has loaded, one in <body> holds back only what follows
 * it, so the shell (styled by its inline CSS) paints as soon as the page arrives. The app's module script still
 * waits for them (a deferred script runs once every stylesheet the parser met has loaded), and the <style> tags
 * Mantine renders inside the root (theme variables, responsive style props) still come after them and win.
 */
export function stylesheetsAfterShell(): Plugin {
  return {
    name: 'tiffin:stylesheets-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = [];
        const head = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
          links.push(tag.trim());
          return '';
        });
        if (!links.length) return html;
        return head.replace('<div id="root">', `${links.join('\n    ')}\n    <div id="root">`);
      },
    },
  };
}
