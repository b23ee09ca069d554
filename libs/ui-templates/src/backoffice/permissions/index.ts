// The back office's permissions part: components, styles and texts (namespace `backoffice`, key `permissions`).
export {};
