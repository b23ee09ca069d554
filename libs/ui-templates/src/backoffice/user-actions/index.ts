// The back office's user actions part: components, styles and texts (namespace `backoffice`, key `actions`).
export {};
