// The back office's user profile part: components, styles and texts (namespace `backoffice`, key `profile`).
export {};
