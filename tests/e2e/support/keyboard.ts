// Keyboard-only driving for the accessibility specs: focus moves with Tab / Shift+Tab only, and a
// control is used with Enter, Space, the arrows or by typing into it, never with the mouse nor
// element.click(). A control Tab cannot reach, or focus that lands on something invisible, fails
// the spec with where the focus was.
import type { Locator, Page } from 'playwright-core';

/** What has the focus, for failure messages: tag, role, name, test id. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '<body> (aucun élément)';
    const name = el.getAttribute('aria-label') ?? el.innerText?.trim().slice(0, 60) ?? '';
    const role = el.getAttribute('role') ?? '';
    const id = el.getAttribute('data-testid') ?? el.id;
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${id ? ` #${id}` : ''}> « ${name} »`;
  });
}

const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 });

/**
 * Whether the focused element can be seen: a box of some size, not hidden, not clipped to 1 px
 * unless it is a visually hidden skip link that shows on focus (its box grows then).
 */
const focusVisible = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return true;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // A native radio or checkbox may be drawn by its label (the input itself stays tiny).
    const drawn = el.closest('label')?.getBoundingClientRect() ?? box;
    return (
      style.visibility !== 'hidden' &&
      Math.max(box.width, drawn.width) > 1 &&
      Math.max(box.height, drawn.height) > 1
    );
  });

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus; returns the presses used.
 * Fails when it takes more than `max` presses (the control is not reachable, or focus is trapped
 * elsewhere) or when the focus lands on an element nobody can see.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 120 }: { back?: boolean; max?: number } = {},
): Promise<number> {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (!(await focusVisible(page)))
      throw new Error(`Focus sur un élément invisible : ${await describeFocus(page)}`);
  }
  throw new Error(
    `${String(target)} non atteint au clavier en ${max} appuis ; focus sur ${await describeFocus(page)}`,
  );
}

/** Tabs to a text field and types into it (replacing what it held). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Tabs to `target` and presses `key` on it (Enter for links and buttons, Space for boxes). */
export async function pressOn(
  page: Page,
  target: Locator,
  key: 'Enter' | 'Space' = 'Enter',
  options?: { back?: boolean; max?: number },
): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/**
 * Selects the radio `wanted` of its group: Tab enters the group (on its checked radio, or the
 * first), then the arrows move the choice, as in any native radio group.
 */
export async function chooseRadio(page: Page, group: Locator, wanted: Locator): Promise<void> {
  const radios = group.getByRole('radio');
  await radios.first().waitFor();
  const count = await radios.count();
  const entered = async () => {
    for (let i = 0; i < count; i += 1) if (await isFocused(radios.nth(i))) return true;
    return false;
  };
  for (let presses = 0; !(await entered()); presses += 1) {
    if (presses > 120)
      throw new Error(
        `Groupe de boutons radio non atteint ; focus sur ${await describeFocus(page)}`,
      );
    await page.keyboard.press('Tab');
  }
  for (let moves = 0; !(await wanted.isChecked()); moves += 1) {
    if (moves > count) throw new Error(`Les flèches n’atteignent pas ${String(wanted)}`);
    await page.keyboard.press('ArrowDown');
  }
}
