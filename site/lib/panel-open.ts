// The toggle handler of a <details> panel (Plot, Solve) whose `open` the island keeps in state, so that
// its content renders only while it is open: opening or closing it by hand also tells the URL
// (`onState`: the panel's current state, or null once closed).
export const onPanelToggle =
  <S>(open: boolean, setOpen: (open: boolean) => void, current: S | null, onState: (state: S | null) => void) =>
  (e: Event) => {
    const isOpen = (e.currentTarget as HTMLDetailsElement).open;
    if (isOpen === open) return;
    setOpen(isOpen);
    onState(isOpen ? current : null);
  };
