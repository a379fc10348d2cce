import type { Nonprofit } from '@bequest/domain';

const charity = (name: string, location: string): Nonprofit => ({
  id: `charity:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
  name,
  location,
  isPartner: false,
  ein: null,
});

/**
 * Well-known U.S. charities offered by the beneficiary search besides the partner organizations,
 * so a person finds a familiar name without typing it in full. Staff extend it in the admin
 * console's partner list; a name typed that is not found is kept as typed.
 */
export const KNOWN_CHARITIES: readonly Nonprofit[] = [
  charity('American Red Cross', 'Washington, DC'),
  charity('American Cancer Society', 'Atlanta, GA'),
  charity('American Heart Association', 'Dallas, TX'),
  charity('Alzheimer’s Association', 'Chicago, IL'),
  charity('ASPCA', 'New York, NY'),
  charity('Big Brothers Big Sisters of America', 'Tampa, FL'),
  charity('Boys & Girls Clubs of America', 'Atlanta, GA'),
  charity('Direct Relief', 'Santa Barbara, CA'),
  charity('Doctors Without Borders USA', 'New York, NY'),
  charity('Feeding America', 'Chicago, IL'),
  charity('Goodwill Industries International', 'Rockville, MD'),
  charity('Habitat for Humanity International', 'Atlanta, GA'),
  charity('Make-A-Wish America', 'Phoenix, AZ'),
  charity('St. Jude Children’s Research Hospital', 'Memphis, TN'),
  charity('Special Olympics', 'Washington, DC'),
  charity('The Nature Conservancy', 'Arlington, VA'),
  charity('The Salvation Army', 'Alexandria, VA'),
  charity('UNICEF USA', 'New York, NY'),
  charity('United Way Worldwide', 'Alexandria, VA'),
  charity('World Wildlife Fund', 'Washington, DC'),
];
