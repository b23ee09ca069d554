import { createContext, useContext } from 'react';
import type { TemplateId } from '@brokerfront/ui-templates';

/** Which template this app renders. */
export const TemplateContext = createContext<TemplateId>('template1');

export function useTemplate(): TemplateId {
  return useContext(TemplateContext);
}
