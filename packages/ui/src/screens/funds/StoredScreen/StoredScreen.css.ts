export * from '../parts/funds.css';
