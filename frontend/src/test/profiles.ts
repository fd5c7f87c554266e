/** A profile that holds everything checkout asks for (the tests' shopper, Claire in Brussels). */
export const completeProfile = {
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.be',
  phone: '+32 470 12 34 56',
  address: { street: 'Rue Haute 12', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
};
