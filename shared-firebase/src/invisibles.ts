// Generated: the code points no name may consist of alone, listed as ranges, not as Unicode
// properties, because the rules engine and browsers ship other Unicode versions: the UI and
// firestore.rules read these very lists (texto.test.ts checks the rules' patterns are made from
// them, and fails when Node's Unicode has a code point missing here).
//
// Compact, as every page downloads them: each range is '<gap>' or '<gap>.<length - 1>' in base 36,
// the gap counted from the end of the previous range (from 0 for the first).

/** A range of code points, both ends included. */
export type Rango = readonly [number, number];

function leer(compacto: string): Rango[] {
  let fin = 0;
  return compacto.split(' ').map((pieza) => {
    const [salto = '0', largo = '0'] = pieza.split('.');
    const desde = fin + Number.parseInt(salto, 36);
    fin = desde + Number.parseInt(largo, 36);
    return [desde, fin] as const;
  });
}

/** What the UI's trim removes at the ends: JavaScript's white space, and controls. */
export const RECORTABLES = leer('0.w 2n.x 4bk 1vk.a u.1 6 1c 335 14vz');

/**
 * Nothing a person can read on its own: the above, every Default_Ignorable_Code_Point, every
 * format character (Cf) and every nonspacing or enclosing mark (Mn, Me) of Unicode 17.0,
 * and the few visible-looking blanks texto.ts has always treated as invisible (U+2800 braille
 * blank, U+FFF9–FFFB annotation marks). A visible text needs one other character: a base character.
 */
export const INVISIBLES = leer(
  [
    '0.w 2n.x d gj.33 7o.6 7c.18 2 2.1 2.1 2 1l.5 b.a 2 1b.k h 2u.7 2.5 3.1 2.3 y 2 v.q 2k.a 1n.8 a',
    'p.3 2.8 2.2 2.4 18.2 1h.1 6.8 17.1k 1k 2 5.7 5 4.6 b.1 u 1n 5.3 9 l.1 r 3.1 1m 5.1 5.1 3.2 4 v.1',
    '4 c.1 1m 5.4 2.1 5 l.1 n.5 2 1n 3 2.3 9 8.1 c.1 v 1q d 1f 4 1k 2.2 6.2 2.3 8.1 c.1 u 1n 3 7 6.1',
    'l.1 t.1 1m.1 5.3 9 l.1 u 21 8.2 2 2j 3.6 d.7 2r 3.8 c.6 22.1 s 2 2 1k.d 2.4 2.1 6.a 2.z a 2v.3',
    '2.5 2.1 3.1 q.1 5.2 h.3 e 3.1 7 g 5e.1 e5.2 m9 42.2 u.1 v.1 v.1 1t.1 2.6 9 3.a a 1a.4 3a.1 z',
    '3b.2 5.1 a 7.2 64.1 3 1n 2.6 2 2 3.7 7.9 3 1d.2b 1d 2.4 2 6 15.8 d.1 x.3 3.1 2.2 1l 2.1 4 2.2',
    '1n.7 3.1 49.2 2.c 2.6 5 7 4.1 5j.1r e9.f p.7 1c.g 2p.1b 1dt z3.2 3y 2p.v e9 16.3 30.1 5m n4b.3',
    '2.9 x.1 29.1 7l 4 5 q.1 6 48.1 r.h e 13.7 q.a 1b.2 1d 3.3 3.1 14 1w.5 3.1 3.1 d 9 1c 1g 2.2 3.1',
    '6.1 2 17.1 9 6n 3 5 fn5 ki.f h.f 5s 4h 28.b ea 6b 46.4 1af.2 2.1 6.3 15.2 5 4m.1 fy.3 1u.4 8u.1',
    '26.5 1z.a 1e.3 3g 1j.e 16 3.1 b.2 1e.3 3.1 3 5 b 1f.2 11.4 2.7 1r d.1 1h.8 b.3 3 2o.2 3 2.1 7 3',
    '4e 4.7 m.1 1m.1 4 12.6 4.4 1z.5 e 2 2 f.1 2e.7 3.2 2 o 2d.5 2 5.1 2.1 6n.3 7.1 2.1 s.1 2e.7 3',
    '2.1 2z 2 3.5 2 2u 2 3.3 2.4 78.8 2.1 75.1 2 5 41.3 3.1 5 x.9 15.5 3.3 9 a.5 3.2 1b.c 2.1 5j 2.2',
    '2 5m.6 2.5 2 2b.l 3.6 2.1 2.1 3f.5 4 2.1 2.6 2 21.1 4 2 9o.1 c.1 1h.4 6 2 o 446.g 7.e 8uh.b 4.2',
    '1xd.4 1o.6 t5 1s.3 2a f5l.1 2.3 3ml.19 3.m f5.2 a.f 3.6 v.3 45.2 1j0.1i 5.1d 9 f n.4 2.e 11t.6',
    '2.g 3.6 2.1 2.4 2t 4h.6 ag 1q.3 e5.3 73.1 6s 3 8.1 6 d7.6 32.6 gzau.35r',
  ].join(' '),
);
