import type { Problem } from './code-examples.test-support';

/** SQL and Go problems for code-examples.test-support.ts. */
export const QUERY_AND_GO_PROBLEMS: Problem[] = [
  {
    name: 'top-customers',
    language: 'sql',
    independent: [
      `-- Top five customers by revenue in 2025
SELECT c.name, SUM(o.total) AS revenue
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE o.created_at >= '2025-01-01' AND o.created_at < '2026-01-01'
GROUP BY c.name
ORDER BY revenue DESC
LIMIT 5;`,
      `WITH yearly AS (
  SELECT customer_id, total FROM orders
  WHERE EXTRACT(YEAR FROM created_at) = 2025
)
SELECT name, revenue FROM (
  SELECT customers.name, (SELECT SUM(total) FROM yearly WHERE yearly.customer_id = customers.id) AS revenue
  FROM customers
) ranked
WHERE revenue IS NOT NULL
ORDER BY revenue DESC LIMIT 5;`,
    ],
    copies: [
      `select cust.name, sum(ord.total) as rev
from customers cust join orders ord on ord.customer_id = cust.id
where ord.created_at >= '2025-01-01'
  and ord.created_at < '2026-01-01'  -- calendar year
group by cust.name order by rev desc limit 5`,
    ],
    edited: [
      `SELECT c.name, SUM(o.total) AS revenue, COUNT(*) AS orders
FROM customers c
JOIN orders o ON o.customer_id = c.id
WHERE o.created_at >= '2025-01-01' AND o.created_at < '2026-01-01'
GROUP BY c.name
ORDER BY revenue DESC
LIMIT 10;`,
    ],
  },
  {
    name: 'retry',
    language: 'go',
    independent: [
      `package retry

import "time"

// Do calls f until it succeeds or attempts run out, doubling the wait each time.
func Do(attempts int, wait time.Duration, f func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = f(); err == nil {
			return nil
		}
		time.Sleep(wait)
		wait *= 2
	}
	return err
}`,
      `package retry

import (
	"errors"
	"time"
)

func Do(attempts int, wait time.Duration, f func() error) error {
	if attempts <= 0 {
		return errors.New("no attempts")
	}
	err := f()
	if err == nil || attempts == 1 {
		return err
	}
	time.Sleep(wait)
	return Do(attempts-1, 2*wait, f)
}`,
    ],
    copies: [
      `package retry
import "time"
func Do(n int, delay time.Duration, fn func() error) error {
	var e error
	for k := 0; k < n; k++ {
		if e = fn(); e == nil { return nil }
		time.Sleep(delay)
		delay *= 2 // back off
	}
	return e
}`,
    ],
    edited: [
      `package retry

import "time"

func Do(attempts int, wait time.Duration, f func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = f(); err == nil {
			return nil
		}
		if i < attempts-1 {
			time.Sleep(wait)
		}
		wait *= 2
	}
	return err
}`,
    ],
  },
];
