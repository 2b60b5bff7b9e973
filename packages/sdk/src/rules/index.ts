// Public surface of the SDK's pure business rules; each module is re-exported here by name.
export {};
