// Path geometry for the card art's build (cardArt.mjs): a path's bounds, read from its data,
// and the merging of shapes of one paint into one path where nothing seen changes (the page
// holds an element for each path a face draws: docs/architecture.md, Memory).

/**
 * The path data `d` with its first move absolute and its bounds (control points included, an
 * arc's radius around its ends: never smaller than the shape).
 * @param {string} d
 * @returns {{ d: string, box: number[] }}
 */
export function pathBounds(d) {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const add = (/** @type {number} */ x, /** @type {number} */ y, r = 0) => {
    box[0] = Math.min(box[0], x - r);
    box[1] = Math.min(box[1], y - r);
    box[2] = Math.max(box[2], x + r);
    box[3] = Math.max(box[3], y + r);
  };
  let i = 0;
  const space = () => {
    while (i < d.length && /[\s,]/.test(d[i])) i++;
  };
  const number = () => {
    space();
    const m = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/i.exec(d.slice(i, i + 40));
    if (!m) throw new Error(`svg-cards: path data at ${i}: ${d.slice(i, i + 20)}`);
    i += m[0].length;
    return Number(m[0]);
  };
  const flag = () => {
    space();
    return Number(d[i++]);
  };
  const more = () => (space(), i < d.length && /[-+.\d]/.test(d[i]));
  // The first move is absolute whatever its case; a lower-case one's further pairs are relative lines.
  space();
  const lead = d[i++];
  if (!/[Mm]/.test(lead)) throw new Error(`svg-cards: path data starts with ${lead}`);
  let [x, y] = [number(), number()];
  let [sx, sy] = [x, y];
  add(x, y);
  let command = lead === 'm' ? 'l' : 'L';
  let [cx, cy, last] = [x, y, 'M'];
  const rest = d.slice(i);
  d = `M${x} ${y}${lead === 'm' && more() ? 'l' : ''}${rest}`;
  i = d.length - rest.length;
  while (i < d.length) {
    space();
    if (i >= d.length) break;
    if (/[a-z]/i.test(d[i])) command = d[i++];
    const up = command.toUpperCase();
    const rel = command !== up;
    const [ox, oy] = rel ? [x, y] : [0, 0];
    if (up === 'Z') {
      [x, y, last] = [sx, sy, 'Z'];
      continue;
    }
    if (up === 'M') {
      last = 'M';
      [x, y] = [number() + ox, number() + oy];
      [sx, sy] = [x, y];
      add(x, y);
      command = rel ? 'l' : 'L';
      continue;
    }
    // The control point a smooth curve reflects: the last curve's second, else the current point.
    const [rx, ry] = (up === 'S' && /[CS]/.test(last)) || (up === 'T' && /[QT]/.test(last)) ? [2 * x - cx, 2 * y - cy] : [x, y];
    last = up;
    if (up === 'H') x = number() + (rel ? x : 0);
    else if (up === 'V') y = number() + (rel ? y : 0);
    else if (up === 'L') [x, y] = [number() + ox, number() + oy];
    else if (up === 'T') {
      [cx, cy] = [rx, ry];
      add(cx, cy);
      [x, y] = [number() + ox, number() + oy];
    } else if (up === 'C' || up === 'S' || up === 'Q') {
      if (up === 'S') add(rx, ry);
      if (up === 'C') add(number() + ox, number() + oy);
      [cx, cy] = [number() + ox, number() + oy];
      add(cx, cy);
      [x, y] = [number() + ox, number() + oy];
    } else if (up === 'A') {
      const [rx, ry] = [Math.abs(number()), Math.abs(number())];
      number();
      const large = flag();
      flag();
      const [x0, y0] = [x, y];
      [x, y] = [number() + ox, number() + oy];
      // An arc of a circle no more than half round lies in the circle on its chord (Thales);
      // a larger one in its circle, whose centre is on either side of the chord (both taken);
      // an elliptic one within its diameter of either end.
      const chord = Math.hypot(x - x0, y - y0);
      if (rx === ry && !large) add((x0 + x) / 2, (y0 + y) / 2, chord / 2);
      else if (rx === ry && chord > 0) {
        const r = Math.max(rx, chord / 2);
        const h = Math.sqrt(Math.max(0, r * r - (chord * chord) / 4)) / chord;
        for (const side of [h, -h]) add((x0 + x) / 2 - side * (y - y0), (y0 + y) / 2 + side * (x - x0), r);
      } else (add(x0, y0, 2 * Math.max(rx, ry)), add(x, y, 2 * Math.max(rx, ry)));
    } else throw new Error(`svg-cards: path command ${command}`);
    add(x, y);
  }
  return { d, box };
}

/**
 * `svg` with shapes of one paint drawn as one path where that changes nothing seen: a path
 * joins an earlier one of the same attributes (no stroke) when it overlaps neither that one's
 * shapes nor anything drawn between them; groups and text stay where they are, and nothing
 * moves across them. The page holds an element for each path: the ten of clubs had 13 once
 * its <use>s were replaced, 6 so; a king some 80, 24 to 30.
 * @param {string} svg
 * @returns {string}
 */
export function mergeShapes(svg) {
  /** @typedef {{ key: string, parts: string[], boxes: number[][] } | { text: string }} Item */
  const apart = (/** @type {number[]} */ a, /** @type {number[]} */ b) => a[2] < b[0] || b[2] < a[0] || a[3] < b[1] || b[3] < a[1];
  /** @type {Item[][]} */
  const stack = [[]];
  /** @param {Item[]} items */
  const text = (items) => items.map((it) => ('text' in it ? it.text : `<path ${it.key} d="${it.parts.join('')}"/>`)).join('');
  for (const [token] of svg.matchAll(/<path\b[^>]*\/>|<text\b[^>]*>[^<]*<\/text>|<(?:g|symbol)\b[^>]*>|<\/(?:g|symbol)>|[^<]+|<[^>]*>/g)) {
    const items = stack[stack.length - 1];
    if (/^<(g|symbol)\b/.test(token)) {
      stack.push([{ text: token }]);
      continue;
    }
    if (/^<\/(g|symbol)>/.test(token)) {
      const done = stack.pop() ?? [];
      stack[stack.length - 1].push({ text: `${text(done)}${token}` });
      continue;
    }
    const path = /^<path ((?:(?!\bd=)[^>])*?)\s*d="([^"]*)"\s*((?:[^/>]|\/(?!>))*)\/>$/.exec(token);
    if (!path || /stroke/.test(token) || stack.length < 2) {
      items.push({ text: token });
      continue;
    }
    const key = `${path[1]} ${path[3]}`.trim();
    const { d, box } = pathBounds(path[2]);
    // The earliest path of the same paint it can join: back past every shape it does not touch.
    let into;
    for (let k = items.length - 1; k >= 0; k--) {
      const it = items[k];
      if ('text' in it || !it.boxes.every((b) => apart(b, box))) break;
      if (it.key === key) into = it;
    }
    if (into) (into.parts.push(d), into.boxes.push(box));
    else items.push({ key, parts: [d], boxes: [box] });
  }
  return text(stack[0]);
}
