// Line-art pictograms drawn in a 200 × 140 box, stroke colour supplied by the caller.
import type { Pictogram } from '../catalog/entry';

const wheel = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r / 3)}"/>`;

const PICTOGRAMS: Record<Pictogram, string> = {
  scooter:
    wheel(40, 108, 22) +
    wheel(164, 108, 22) +
    '<rect x="58" y="90" width="84" height="12" rx="6"/><path d="M40 108 L58 96 M142 96 L157 78 M164 108 L146 20 M128 18 H164"/>',
  tyre:
    '<circle cx="100" cy="70" r="62"/><circle cx="100" cy="70" r="34"/><circle cx="100" cy="70" r="8"/>' +
    '<path d="M100 8 V20 M100 120 V132 M38 70 H50 M150 70 H162 M56 26 L64 34 M144 26 L136 34 M56 114 L64 106 M144 114 L136 106"/>',
  brake:
    '<circle cx="90" cy="70" r="58"/><circle cx="90" cy="70" r="16"/>' +
    '<circle cx="90" cy="32" r="5"/><circle cx="128" cy="70" r="5"/><circle cx="90" cy="108" r="5"/><circle cx="52" cy="70" r="5"/>' +
    '<path d="M132 22 h40 a10 10 0 0 1 10 10 v40 a10 10 0 0 1 -10 10 h-40 z"/>',
  controller:
    '<rect x="40" y="30" width="120" height="80" rx="10"/><path d="M58 30 V110 M76 30 V110 M94 30 V110 M112 30 V110"/>' +
    '<path d="M160 50 C180 50 180 30 196 30 M160 70 H196 M160 90 C180 90 180 110 196 110 M40 70 H8"/>',
  charger:
    '<rect x="20" y="40" width="96" height="60" rx="8"/><circle cx="44" cy="70" r="6"/><path d="M72 58 l-10 14 h12 l-10 14"/>' +
    '<path d="M116 70 C150 70 150 110 176 110 M176 98 V122 M176 104 H192 M176 116 H192"/>',
  throttle:
    '<rect x="12" y="58" width="120" height="24" rx="12"/><path d="M30 58 V82 M48 58 V82 M66 58 V82"/>' +
    '<path d="M132 70 H170 a14 14 0 0 1 14 14 v30"/><path d="M140 58 L176 28 a8 8 0 0 1 12 10 L156 64"/>',
  suspension:
    '<circle cx="100" cy="14" r="9"/><circle cx="100" cy="126" r="9"/><path d="M100 23 V36 M100 104 V117"/>' +
    '<path d="M74 36 H126 M74 104 H126 M78 44 L122 52 L78 60 L122 68 L78 76 L122 84 L78 92 L122 100"/>',
  motor:
    '<circle cx="100" cy="70" r="62"/><circle cx="100" cy="70" r="44"/><circle cx="100" cy="70" r="10"/>' +
    '<path d="M100 26 V60 M100 80 V114 M56 70 H90 M110 70 H144 M69 39 L93 63 M107 77 L131 101 M131 39 L107 63 M93 77 L69 101"/>',
  battery:
    '<rect x="24" y="28" width="148" height="84" rx="10"/><rect x="172" y="56" width="12" height="28" rx="3"/>' +
    '<path d="M104 42 L80 74 H100 L92 100 L120 64 H100 Z"/>',
  display:
    '<rect x="20" y="24" width="160" height="92" rx="14"/><rect x="36" y="38" width="128" height="64" rx="6"/>' +
    '<path d="M56 88 A44 44 0 0 1 144 88"/><path d="M100 88 L124 62"/>',
};

export const pictogramMarkup = (pictogram: Pictogram): string => PICTOGRAMS[pictogram];
