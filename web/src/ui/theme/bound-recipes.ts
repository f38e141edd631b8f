// The Chakra recipes left out of the system (system.ts) and bound where they are used instead
// (ui/input.tsx, ui/table-root.tsx…): each name exported by '@chakra-ui/react/theme', with the
// files of its definition there (dist/esm/theme/recipes/). The build gives each its own chunk
// (vite.config.ts); system.test.ts checks that this list is every recipe bound in the code.
export const BOUND_RECIPES: Readonly<Record<string, readonly string[]>> = {
  accordionSlotRecipe: ['accordion'],
  dialogSlotRecipe: ['dialog'],
  drawerSlotRecipe: ['drawer'],
  fieldSlotRecipe: ['field'],
  inputRecipe: ['input'],
  // The native select's recipe extends the select's.
  nativeSelectSlotRecipe: ['native-select', 'select'],
  tableSlotRecipe: ['table'],
  textareaRecipe: ['textarea'],
  toastSlotRecipe: ['toast'],
};
