interface ImportMetaEnv {
  readonly PUBLIC_BRAND_BOOK_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
