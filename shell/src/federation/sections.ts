// The ownership table is a contract between the shell and the sections; it lives in the site map.
export { SECTIONS, sectionOfPath, type SectionName } from '@court/site-map';
