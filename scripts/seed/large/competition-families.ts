// Generated competition parts: VESC controllers, motors, slicks and track brakes, for the
// dual-motor scooters only.
import { COMPETITION_PART } from '../catalog/entry';
import type { PartFamily } from './part-family';
import { brandTag } from './part-family';
import { isHighPower } from './scooter-fleet';

/** 6000 → '6 000' (space as thousands separator, as the demo catalogue writes it). */
const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ' ');

const track = { type: COMPETITION_PART, eligible: isHighPower } as const;
const CONTROLLER_MODELS = {
  MakerX: ['HS100', 'HV60', 'DV6', 'DV6 Pro', 'Go-FOC HI100', 'Go-FOC HV100'],
  FlipSky: ['75100', '75200 Pro', '75350', 'FSESC 6.7 Pro', '75100 V2'],
} as const;

export const COMPETITION_FAMILIES: readonly PartFamily[] = [
  {
    ...track,
    pictogram: 'controller',
    weight: 5,
    brands: ['MakerX', 'FlipSky'],
    build: ({ rand, brand }) => {
      const model = rand.pick(
        brand === 'MakerX' ? CONTROLLER_MODELS.MakerX : CONTROLLER_MODELS.FlipSky,
      );
      const dual = rand.chance(0.35);
      return {
        name: `Contrôleur ${brand} ${model} ${dual ? '(double)' : '(simple)'}`,
        description: `Contrôleur FOC compatible VESC Tool, ${dual ? 'deux canaux pour les bi-moteurs' : 'un canal par moteur'}. Courbes d’accélération et freinage régénératif réglables finement. Réservé à la piste.`,
        rawPrice: rand.int(139, 399) * (dual ? 1.7 : 1),
      };
    },
  },
  {
    ...track,
    pictogram: 'motor',
    weight: 3,
    brands: ['Lonnyo'],
    matchBy: (scooter) => scooter.batteryV,
    build: ({ rand, target }) => {
      const watts = rand.pick([3000, 3500, 4000, 5000, 6000]);
      return {
        name: `Moteur Lonnyo ${target.batteryV} V ${thousands(watts)} W ${target.tyreInches} pouces${rand.chance(0.3) ? ' renforcé' : ''}`,
        description: `Moteur-roue à aimants N52 et bobinage haute température, ${thousands(watts)} W en pointe sous ${target.batteryV} V. Axe renforcé et câbles de phase surdimensionnés pour la compétition.`,
        rawPrice: 200 + watts / 20,
      };
    },
  },
  {
    ...track,
    pictogram: 'tyre',
    weight: 4,
    brands: ['FōhzShop'],
    matchBy: (scooter) => scooter.tyreInches,
    build: ({ rand, target }) => {
      const kind = rand.pick(['slick', 'semi-slick', 'pluie']);
      const compound = rand.pick(['tendre', 'médium', 'dure']);
      return {
        name: `Pneu ${kind} compétition ${target.tyreInches} pouces gomme ${compound}`,
        description: `Pneu ${kind} de ${target.tyreInches} pouces en gomme ${compound}, pour circuit uniquement. ${kind === 'pluie' ? 'Rainures profondes qui évacuent l’eau.' : 'Monte vite en température pour une adhérence maximale.'}`,
        rawPrice: rand.int(39, 99),
      };
    },
  },
  {
    ...track,
    pictogram: 'brake',
    weight: 4,
    brands: ['FōhzShop', 'Dualtron', 'Kaabo', 'Teverun'],
    build: ({ rand, brand }) => {
      const pistons = rand.pick([2, 4, 6]);
      if (rand.chance(0.5)) {
        const size = rand.pick([160, 180, 203]);
        return {
          name: `Disque de frein flottant compétition ${size} mm${brandTag(brand)}`,
          description: `Disque flottant de ${size} mm à piste en acier et voile aluminium, pour des freinages répétés sans fading.`,
          rawPrice: 40 + size / 3,
        };
      }
      return {
        name: `Étriers hydrauliques ${pistons} pistons compétition${brandTag(brand)} (paire)`,
        description: `Étriers ${pistons} pistons usinés dans la masse, plaquettes frittées fournies. Puissance et dosage pour la piste.`,
        rawPrice: 120 + pistons * rand.int(30, 50),
      };
    },
  },
  {
    ...track,
    pictogram: 'suspension',
    weight: 3,
    brands: ['FōhzShop'],
    build: ({ rand }) => {
      const adjust = rand.pick(['détente', 'détente et compression', 'précharge et détente']);
      const length = rand.pick([150, 165, 180, 200]);
      return {
        name: `Amortisseur compétition réglable ${adjust} ${length} mm`,
        description: `Amortisseur à bonbonne séparée, réglable en ${adjust}, ${length} mm entre axes. Garde la roue au sol dans les courbes rapides.`,
        rawPrice: rand.int(149, 349),
      };
    },
  },
  {
    ...track,
    pictogram: 'battery',
    weight: 2,
    brands: ['FōhzShop'],
    matchBy: (scooter) => scooter.batteryV,
    build: ({ rand, target }) => {
      const ah = rand.pick([30, 35, 40, 45, 50]);
      const cells = rand.pick(['Samsung 50S', 'Molicel P42A', 'LG M50LT']);
      return {
        name: `Batterie compétition ${target.batteryV} V ${ah} Ah ${cells}`,
        description: `Pack ${target.batteryV} V ${ah} Ah en cellules ${cells} à fort débit, BMS 100 A et nickel pur. Fournit le courant des contrôleurs préparés sans chute de tension.`,
        rawPrice: 400 + target.batteryV * ah * 0.4,
      };
    },
  },
  {
    ...track,
    pictogram: 'controller',
    weight: 2,
    brands: ['FōhzShop'],
    build: ({ rand }) =>
      rand.chance(0.5)
        ? {
            name: `Kit de refroidissement contrôleur ${rand.pick(['ventilé', 'à caloducs', 'à ailettes'])}`,
            description:
              'Dissipateur et pâte thermique pour garder le contrôleur sous 70 °C en course. Se visse à la place du capot d’origine.',
            rawPrice: rand.int(29, 89),
          }
        : {
            name: `Kit shunt mod ${rand.pick(['x2', 'x4'])} pour contrôleur d’origine`,
            description:
              'Shunts de précision à souder pour relever la limite de courant du contrôleur d’origine. Réservé aux préparateurs expérimentés.',
            rawPrice: rand.int(19, 35),
          },
  },
  {
    ...track,
    pictogram: 'throttle',
    weight: 2,
    brands: ['FōhzShop', 'MakerX'],
    build: ({ rand, brand }) => {
      const material = rand.pick(['aluminium', 'carbone']);
      return {
        name: `Gâchette compétition à effet Hall ${material}${brandTag(brand)}`,
        description: `Gâchette ${material} à course courte et ressort de rappel renforcé, pour doser l’accélération au millimètre.`,
        rawPrice: rand.int(39, 79),
      };
    },
  },
];
