// The back office's timeline part: components, styles and texts (namespace `backoffice`, key `timeline`).
export {};
