import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { AppProvider } from '@aif/ui-kit';
import { AddressFields } from './address-fields';
import { DematFields } from './demat-fields';

function Form({ depository, country }: { depository: string; country: string }) {
  const { control } = useForm({
    defaultValues: { a: { dlclId: depository, dpId: '', clId: '', address: { country, pincode: '' } } },
  });
  return (
    <>
      <DematFields
        control={control}
        path="a"
        disabled={false}
        options={['nsdl', 'cdsl']}
        brokers={[]}
        mandatory
      />
      <AddressFields control={control} path="a.address" title="Address" disabled={false} />
    </>
  );
}

it('states the rules of DP ID, CL ID and pincode beside the fields whose messages do not', () => {
  render(
    <AppProvider>
      <Form depository="nsdl" country="INDIA" />
    </AppProvider>,
  );
  expect(screen.getByText('8 characters: IN and 6 digits')).toBeInTheDocument();
  expect(screen.getByText('8 digits')).toBeInTheDocument();
  expect(screen.getByText('6 digits')).toBeInTheDocument();
});

it('states the DPCL ID rule and a foreign pincode rule', () => {
  render(
    <AppProvider>
      <Form depository="cdsl" country="FRANCE" />
    </AppProvider>,
  );
  expect(screen.getByText('16 digits')).toBeInTheDocument();
  expect(screen.getByText('3 to 10 letters or digits')).toBeInTheDocument();
});
