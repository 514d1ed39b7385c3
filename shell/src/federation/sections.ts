// The ownership table is a contract between the shell and the sections; it lives in @court/shared.
export { SECTIONS, sectionOfPath, type SectionName } from '@court/shared';
