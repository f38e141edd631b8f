// Generated spare parts, mechanical side: tyres and tubes matched to the wheel size, brakes,
// controls and suspension — the everyday wear parts of a scooter workshop.
import { SPARE_PART } from '../catalog/entry';
import type { PartFamily } from './part-family';
import { brandTag } from './part-family';

const byWheel = { matchBy: (s: { tyreInches: number }) => s.tyreInches };
const MAKERS = ['Dualtron', 'Teverun', 'Kaabo', 'InMotion', 'Nami'] as const;

export const SPARE_PART_FAMILIES: readonly PartFamily[] = [
  {
    type: SPARE_PART,
    pictogram: 'tyre',
    weight: 12,
    brands: ['FōhzShop', 'FōhzShop', ...MAKERS],
    ...byWheel,
    build: ({ rand, brand, target }) => {
      const kind = rand.pick(['tubeless', 'à chambre à air', 'plein anti-crevaison']);
      const use = rand.pick(['route', 'mixte', 'tout-terrain', 'hiver']);
      return {
        name: `Pneu ${use} ${target.tyreInches} pouces ${kind}${brandTag(brand)}`,
        description: `Pneu ${kind} de ${target.tyreInches} pouces à sculptures ${use === 'route' ? 'lisses pour le bitume' : 'marquées pour les revêtements dégradés'}. ${rand.pick(['Gomme tendre pour un grip rassurant sur le mouillé.', 'Carcasse renforcée contre les crevaisons.', 'Montage direct sur la jante d’origine.'])}`,
        rawPrice: 18 + target.tyreInches * rand.int(3, 6),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'tyre',
    weight: 6,
    brands: ['FōhzShop'],
    ...byWheel,
    build: ({ rand, target }) => {
      const valve = rand.pick(['droite', 'coudée à 45°', 'coudée à 90°']);
      return {
        name: `Chambre à air ${target.tyreInches} pouces valve ${valve}${rand.chance(0.4) ? ' renforcée' : ''}`,
        description: `Chambre à air en butyle pour roues de ${target.tyreInches} pouces, valve ${valve} pour un gonflage facile. À changer en même temps que le pneu pour éviter les pincements.`,
        rawPrice: rand.int(7, 18),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'brake',
    weight: 10,
    brands: ['FōhzShop', 'FōhzShop', ...MAKERS],
    build: ({ rand, brand }) => {
      const compound = rand.pick(['semi-métalliques', 'organiques', 'frittées']);
      const caliper = rand.pick(['Nutt', 'Zoom', 'Xtech', 'Logan', 'Minimotors']);
      return {
        name: `Plaquettes de frein ${compound} ${caliper}${brandTag(brand)} (paire)`,
        description: `Plaquettes ${compound} pour étriers ${caliper}. ${compound === 'frittées' ? 'Très endurantes, elles supportent les freinages appuyés en descente.' : 'Mordant progressif et usure régulière, idéales en ville.'}`,
        rawPrice: rand.int(9, 29),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'brake',
    weight: 7,
    brands: ['FōhzShop', ...MAKERS],
    build: ({ rand, brand }) => {
      const size = rand.pick([120, 140, 160, 180]);
      const finish = rand.pick(['inox', 'ajouré', 'flottant', 'wave']);
      return {
        name: `Disque de frein ${size} mm ${finish}${brandTag(brand)}`,
        description: `Disque ${finish} de ${size} mm, fixation six vis. Il évacue mieux la chaleur qu’un disque plein et garde un freinage constant sur les longues descentes.`,
        rawPrice: 14 + size / 6 + (finish === 'flottant' ? 20 : 0),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'brake',
    weight: 4,
    brands: ['FōhzShop', ...MAKERS],
    build: ({ rand, brand }) => {
      const kind = rand.pick(['mécanique', 'hydraulique']);
      const side = rand.pick(['avant', 'arrière']);
      return {
        name: `Étrier de frein ${kind} ${rand.pick(['Zoom', 'Nutt', 'Xtech'])} ${side}${brandTag(brand)}`,
        description: `Étrier ${kind} ${side} livré avec ses plaquettes et sa visserie. ${kind === 'hydraulique' ? 'Purgé d’usine, il se monte sans outillage spécifique.' : 'Réglage simple de la garde au câble.'}`,
        rawPrice: kind === 'hydraulique' ? rand.int(89, 159) : rand.int(35, 69),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'throttle',
    weight: 6,
    brands: ['FōhzShop', ...MAKERS],
    build: ({ rand, brand }) => {
      const model = rand.pick(['QS-S4', 'à pouce', 'à gâchette', 'EY3', 'Minimotors']);
      return {
        name: `Accélérateur ${model}${brandTag(brand)}`,
        description: `Accélérateur ${model} à capteur à effet Hall, réponse progressive. Câble et connecteur d’origine, montage en quelques minutes.`,
        rawPrice: rand.int(19, 59),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'throttle',
    weight: 5,
    brands: ['FōhzShop', 'FōhzShop', ...MAKERS],
    build: ({ rand, brand }) => {
      const kind = rand.pick(['ergonomiques', 'antidérapantes', 'en mousse', 'verrouillables']);
      const colour = rand.pick(['noires', 'rouges', 'bleues', 'grises', 'orange']);
      return {
        name: `Poignées ${kind} ${colour}${brandTag(brand)}`,
        description: `Paire de poignées ${kind} ${colour}, diamètre standard 22 mm. Elles limitent les vibrations dans les mains sur les longs trajets.`,
        rawPrice: rand.int(9, 26),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'suspension',
    weight: 6,
    brands: ['FōhzShop', ...MAKERS],
    build: ({ rand, brand }) => {
      const kind = rand.pick(['hydraulique', 'à ressort', 'à air']);
      const side = rand.pick(['avant', 'arrière']);
      const length = rand.pick([125, 150, 165, 180]);
      return {
        name: `Amortisseur ${side} ${kind} ${length} mm${brandTag(brand)}`,
        description: `Amortisseur ${kind} ${side} de ${length} mm entre axes. Il redonne du confort et de la tenue de route à une suspension fatiguée.`,
        rawPrice: (kind === 'à air' ? 80 : 35) + rand.int(0, 70),
      };
    },
  },
];
