// The back office's groups part: components, styles and texts (namespace `backoffice`, key `groups`).
export {};
