// Generated spare parts, electrical side: controllers, chargers, displays, lights, batteries
// and motors, matched to the scooters' voltage where it matters.
import { SPARE_PART } from '../catalog/entry';
import type { PartFamily } from './part-family';
import { brandTag } from './part-family';
import { chargeVoltage, frenchNumber } from './scooter-fleet';

const byVoltage = { matchBy: (s: { batteryV: number }) => s.batteryV };
const MAKERS = ['Dualtron', 'Teverun', 'Kaabo', 'InMotion', 'Nami'] as const;

export const ELECTRIC_PART_FAMILIES: readonly PartFamily[] = [
  {
    type: SPARE_PART,
    pictogram: 'controller',
    weight: 6,
    brands: MAKERS,
    ...byVoltage,
    build: ({ rand, brand, target }) => {
      const amps = rand.pick([25, 30, 35, 40, 45, 50]);
      const position = rand.pick(['avant', 'arrière', 'simple moteur']);
      return {
        name: `Contrôleur ${brand} ${target.batteryV} V ${amps} A ${position}`,
        description: `Contrôleur d’origine ${brand} ${target.batteryV} V ${amps} A (${position}), connecteurs prêts à brancher. Pièce de remplacement identique au modèle monté en usine.`,
        rawPrice: 60 + amps * rand.int(2, 4),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'charger',
    weight: 7,
    brands: ['FōhzShop', ...MAKERS],
    ...byVoltage,
    build: ({ rand, brand, target }) => {
      const amps = rand.pick([2, 3, 5]);
      const volts = frenchNumber(chargeVoltage(target.batteryV));
      return {
        name: `Chargeur ${amps >= 5 ? 'rapide ' : ''}${volts} V ${amps} A${brandTag(brand)}`,
        description: `Chargeur ${volts} V ${amps} A pour batteries ${target.batteryV} V, avec voyant de fin de charge et protections contre la surchauffe et les courts-circuits.`,
        rawPrice: 30 + amps * rand.int(14, 24),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'display',
    weight: 5,
    brands: MAKERS,
    build: ({ rand, brand }) => {
      const kind = rand.pick(['TFT couleur', 'LCD', 'EY3', 'EY4', 'QS-S4']);
      return {
        name: `Écran ${kind} ${brand}`,
        description: `Écran ${kind} d’origine ${brand} : vitesse, niveau de batterie, mode de conduite et compteur kilométrique. Lisible en plein soleil.`,
        rawPrice: rand.int(29, 149),
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'display',
    weight: 5,
    brands: ['FōhzShop'],
    build: ({ rand }) => {
      const side = rand.pick(['avant', 'arrière']);
      const lumens = rand.pick([200, 400, 800, 1200]);
      return {
        name: `Feu ${side} LED ${lumens} lumens${rand.chance(0.5) ? ' avec clignotants' : ''}`,
        description: `Éclairage ${side} LED de ${lumens} lumens, étanche IP65, alimenté par la batterie de la trottinette. Indispensable pour rouler de nuit en toute sécurité.`,
        rawPrice: 12 + lumens / 30,
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'battery',
    weight: 3,
    brands: MAKERS,
    ...byVoltage,
    build: ({ rand, brand, target }) => {
      const ah = rand.pick([13, 18, 20, 25, 30, 35]);
      const wh = target.batteryV * ah;
      return {
        name: `Batterie de rechange ${brand} ${target.batteryV} V ${ah} Ah`,
        description: `Batterie ${target.batteryV} V ${ah} Ah (${wh} Wh) avec BMS intégré, cellules équilibrées et testées en atelier. Livrée chargée à 50 % pour le transport.`,
        rawPrice: 120 + wh * 0.45,
      };
    },
  },
  {
    type: SPARE_PART,
    pictogram: 'motor',
    weight: 3,
    brands: MAKERS,
    ...byVoltage,
    build: ({ rand, brand, target }) => {
      const watts = rand.pick([800, 1000, 1200, 1500, 2000, 2700]);
      const side = rand.pick(['avant', 'arrière']);
      return {
        name: `Moteur ${brand} ${target.batteryV} V ${watts} W ${side} ${target.tyreInches} pouces`,
        description: `Moteur-roue ${side} de ${watts} W nominal pour ${target.batteryV} V, livré avec la jante de ${target.tyreInches} pouces. Remplacement à l’identique du moteur d’origine.`,
        rawPrice: 120 + watts / 8,
      };
    },
  },
];
