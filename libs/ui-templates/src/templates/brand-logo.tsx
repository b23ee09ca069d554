import { createContext, useContext, type ReactNode } from 'react';

/** A brand's logo (the configuration's `theme.logo`): an image of the site, its text alternative, and whether it shows the name. */
export interface BrandLogo {
  /** Address of the image below the site root, e.g. `assets/images/logo.svg`. */
  src: string;
  alt: string;
  /** The image already shows the brand's name: the name is not written beside it. */
  wordmark: boolean;
}

const BrandLogoContext = createContext<BrandLogo | undefined>(undefined);

/** Gives every brand mark below it (header, footer, signed-in screens) the brand's logo instead of its initial. */
export function BrandLogoProvider({ logo, children }: { logo: BrandLogo | undefined; children: ReactNode }) {
  return <BrandLogoContext.Provider value={logo}>{children}</BrandLogoContext.Provider>;
}

/** The brand's logo, when the site has one. */
export function useBrandLogo(): BrandLogo | undefined {
  return useContext(BrandLogoContext);
}
