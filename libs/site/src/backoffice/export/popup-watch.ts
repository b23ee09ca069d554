/**
 * Runs `call` while watching the windows it opens through `window.open`: answers its value and whether the browser
 * refused one of them (pop-ups blocked: `window.open` answered null). The identity client's `postFile` opens the
 * file it receives that way and only tells its `notify` when the window is refused; this lets the page that asked
 * for the file say so beside the control the user pressed. The watch ends with the call (the browser's own
 * `window.open` is put back unless something else replaced it meanwhile).
 */
export async function withPopupWatch<T>(
  call: () => Promise<T>,
  target: Pick<Window, 'open'> = window,
): Promise<{ value: T; blocked: boolean }> {
  const open = target.open;
  let blocked = false;
  const watching: Window['open'] = function (this: unknown, ...args) {
    const opened = open.apply(this ?? target, args);
    if (!opened) blocked = true;
    return opened;
  };
  target.open = watching;
  try {
    const value = await call();
    return { value, blocked };
  } finally {
    if (target.open === watching) target.open = open;
  }
}
