import { Suspense, useState } from 'react';
import type { Preloadable } from './preloadable.ts';

interface DialogControl {
  open: boolean;
  onClose: () => void;
}

interface DialogButtonProps<P extends DialogControl> {
  label: string;
  /** The dialog, its store and its API calls, loaded on first use: only the button counts against the page's JavaScript. */
  dialog: Preloadable<P>;
  /** What the dialog needs besides being opened and closed. */
  props: Omit<P, keyof DialogControl>;
}

/** A button that opens a dialog loaded on demand; the dialog stays mounted once opened, so closing it returns focus here. */
export function DialogButton<P extends DialogControl>({ label, dialog, props }: DialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { Component } = dialog;
  const dialogProps = { ...props, open, onClose: () => setOpen(false) } as P;
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        // Hover or focus starts the download, so the dialog is usually there by the time of the click.
        onPointerEnter={() => void dialog.preload()}
        onFocus={() => void dialog.preload()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <Component {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}
