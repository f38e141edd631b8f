// One accent colour per brand, used by the generated product illustrations.
import type { Brand } from '../catalog/entry';

export const BRAND_COLOURS: Record<Brand, string> = {
  Dualtron: '#c8102e',
  Teverun: '#0077c8',
  Nami: '#4d8b31',
  Kaabo: '#d97706',
  InMotion: '#0f766e',
  FōhzShop: '#6d28d9',
  FlipSky: '#0e7490',
  MakerX: '#b91c1c',
  Lonnyo: '#374151',
};
