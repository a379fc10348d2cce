export * from './nonprofit-consent';
export * from './nonprofit-delivery';
