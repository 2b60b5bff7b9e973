export * from '../../funds/parts/funds.css';
