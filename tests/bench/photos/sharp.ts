// sharp, resolved as the functions workspace resolves it (it is the variants function's image
// library, a dependency of functions, not of tests): the bench reads and writes images with the
// same libvips build the function uses, and tests gains no dependency of its own.
import { createRequire } from 'node:module';
// eslint-disable-next-line import-x/no-extraneous-dependencies -- types only; the code is functions' (below)
import type SharpModule from 'sharp';

const fromFunctions = createRequire(import.meta.resolve('@fohzshop/functions/package.json'));

export const sharp = fromFunctions('sharp') as typeof SharpModule;
