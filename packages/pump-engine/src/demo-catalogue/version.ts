/** Version of the generator's output: bump whenever generateDemoCatalogue's output changes for the same options. */
export const DEMO_CATALOGUE_VERSION = 'demo-catalogue/2';

/** dataSource of every demo pump: says where it came from and that it is fictitious. */
export const DEMO_DATA_SOURCE = `SpecSource demo catalogue generator ${DEMO_CATALOGUE_VERSION} (fictitious data)`;
