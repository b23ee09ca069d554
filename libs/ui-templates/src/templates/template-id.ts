/** The four page template variants (SPEC §1, §9: template count 4). */
export const TEMPLATE_IDS = ['template1', 'template2', 'template3', 'template4'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
