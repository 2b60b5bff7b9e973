// TextField is styled by the shared field styles (../Field/Field.css.ts); nothing of its own yet.
export {};
