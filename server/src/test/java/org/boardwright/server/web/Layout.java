package org.boardwright.server.web;

import com.deque.html.axecore.playwright.AxeBuilder;
import com.deque.html.axecore.results.Rule;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;

/**
 * What a person would see wrong with a page's layout, measured in the browser: the page scrolling
 * sideways (with the elements that stick out), and buttons (and links drawn as buttons) without a
 * visible label, partly outside the viewport, or whose text has too little contrast with the colour
 * behind it (WCAG 2.2: 4.5:1, 3:1 for large type; disabled buttons are exempt).
 */
final class Layout {
    private Layout() {}

    private static final String SCRIPT =
            """
            () => {
              const out = [];
              const W = document.documentElement.clientWidth;
              const describe = (e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
                + (typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\\s+/).join('.') : '')
                + (e.innerText ? ' "' + e.innerText.trim().slice(0, 30) + '"' : '');
              if (document.documentElement.scrollWidth > W + 1) {
                const wide = [...document.querySelectorAll('body *')].filter((e) => {
                  const r = e.getBoundingClientRect();
                  return r.width > 0 && r.right > W + 1;
                });
                const outer = wide.filter((e) => !wide.includes(e.parentElement)).slice(0, 6).map(describe);
                out.push(`scrolls sideways (${document.documentElement.scrollWidth} px in ${W}): ${outer.join('; ')}`);
              }
              const parse = (text) => {
                let m = /^rgba?\\(([\\d.]+),\\s*([\\d.]+),\\s*([\\d.]+)(?:,\\s*([\\d.]+))?\\)$/.exec(text);
                if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
                m = /^color\\(srgb ([\\d.e-]+) ([\\d.e-]+) ([\\d.e-]+)(?: \\/ ([\\d.]+))?\\)$/.exec(text);
                if (m) return [Number(m[1]) * 255, Number(m[2]) * 255, Number(m[3]) * 255, m[4] === undefined ? 1 : Number(m[4])];
                return null;
              };
              const over = (top, below) => {
                const a = top[3];
                return [0, 1, 2].map((i) => top[i] * a + below[i] * (1 - a)).concat(1);
              };
              const luminance = (c) => {
                const [r, g, b] = c.slice(0, 3).map((v) => {
                  const s = v / 255;
                  return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
                });
                return 0.2126 * r + 0.7152 * g + 0.0722 * b;
              };
              const background = (e) => {
                const layers = [];
                for (let n = e; n; n = n.parentElement) {
                  const c = parse(getComputedStyle(n).backgroundColor);
                  if (c === null) return null;
                  if (c[3] > 0) layers.push(c);
                  if (c[3] >= 1) break;
                }
                let base = [255, 255, 255, 1];
                for (const layer of layers.reverse()) base = over(layer, base);
                return base;
              };
              const controls = document.querySelectorAll('button, a.button, [role=button], input[type=submit]');
              for (const e of controls) {
                if (!e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
                const r = e.getBoundingClientRect();
                if (r.width === 0 || r.height === 0) continue;
                const label = (e.innerText || e.value || '').trim();
                // A picture (a piece of the editor's palette) is a visible label when the button names it.
                const picture = !label && e.querySelector('svg, img') && (e.getAttribute('aria-label') || '').trim();
                if (!label && !picture) { out.push(`no visible label: ${describe(e)}`); continue; }
                if (r.left < -1 || r.right > W + 1) out.push(`outside the viewport (x ${Math.round(r.left)} to ${Math.round(r.right)}): ${describe(e)}`);
                if (e.disabled || picture) continue;
                const style = getComputedStyle(e);
                const bg = background(e);
                const fg = parse(style.color);
                if (!bg || !fg) { out.push(`unreadable colours (${style.color} on ${style.backgroundColor}): ${describe(e)}`); continue; }
                const text = fg[3] < 1 ? over(fg, bg) : fg;
                const [hi, lo] = [luminance(text), luminance(bg)].sort((x, y) => y - x);
                const ratio = (hi + 0.05) / (lo + 0.05);
                const size = parseFloat(style.fontSize);
                const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
                if (ratio < (large ? 3 : 4.5)) out.push(`contrast ${ratio.toFixed(2)}:1 (${style.color} on ${bg.slice(0, 3).map(Math.round).join(',')}): ${describe(e)}`);
              }
              return out;
            }
            """;

    /**
     * The serious and critical violations axe-core finds on the page as shown now (the axe-core of
     * {@code com.deque.html.axe-core:playwright}, pinned in the root pom), each with the first
     * elements it names.
     */
    static List<String> axe(Page page, String where) {
        List<String> out = new ArrayList<>();
        for (Rule rule : new AxeBuilder(page).analyze().getViolations()) {
            if (!"serious".equals(rule.getImpact()) && !"critical".equals(rule.getImpact()))
                continue;
            List<String> targets =
                    rule.getNodes().stream()
                            .limit(4)
                            .map(n -> String.valueOf(n.getTarget()))
                            .toList();
            out.add(
                    where
                            + ": axe "
                            + rule.getId()
                            + " ("
                            + rule.getImpact()
                            + "): "
                            + rule.getHelp()
                            + " "
                            + targets);
        }
        return out;
    }

    /** The problems of the page as shown now, each prefixed with where it was seen. */
    @SuppressWarnings("unchecked")
    static List<String> problems(Page page, String where) {
        List<String> out = new ArrayList<>();
        for (Object p : (List<Object>) page.evaluate(SCRIPT)) out.add(where + ": " + p);
        return out;
    }
}
