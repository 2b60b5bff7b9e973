-- Order numbers (src/handlers/context.ts, `orderNoSql`): a letter, the date, and eight digits from this sequence,
-- so no two orders of any kind ever draw the same number. They were eight random digits, which collide by the
-- birthday bound: about 1 in 12 runs of 4,000 buys on one day, dozens of refused orders a day at a broker taking
-- 100,000 (the UNIQUE constraint then failed the order with a server error, and an IPO subscription as "already
-- subscribed").
CREATE SEQUENCE order_numbers;
