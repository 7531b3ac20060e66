import { QUERY_AND_GO_PROBLEMS } from './more-code-examples.test-support';

/**
 * Hand-made answers for the similarity tests: per problem, independent correct solutions, and
 * disguised copies of one of them (renamed, reformatted, comments changed, a line edited).
 */

export interface Problem {
  name: string;
  language: string;
  /** Written independently: they must not match each other. */
  independent: string[];
  /** The first independent solution, disguised: each must match it. */
  copies: string[];
  /** The first independent solution with a line or two changed: a copy someone worked on. */
  edited: string[];
}

export const PROBLEMS: Problem[] = [
  {
    name: 'factorial',
    language: 'typescript',
    independent: [
      `function factorial(n: number): number {
  // Multiply up from 2.
  let result = 1;
  for (let i = 2; i <= n; i++) {
    result *= i;
  }
  return result;
}`,
      `function factorial(n: number): number {
  if (n <= 1) return 1;
  return n * factorial(n - 1);
}`,
      `const factorial = (n: number) =>
  Array.from({ length: n }, (_, i) => i + 1).reduce((product, x) => product * x, 1);`,
      `function factorial(n: number): number {
  let product = 1;
  while (n > 1) {
    product = product * n;
    n--;
  }
  return product;
}`,
    ],
    copies: [
      `function fact(x: number): number { let acc = 1; for (let k = 2; k <= x; k++) { acc *= k; } return acc; }`,
      `function factorial(num: number): number {
  /* the running product */
  let out = 1
  for (let j = 2; j <= num; j++) {
    out *= j
  }
  return out // done
}`,
    ],
    edited: [
      `function factorial(n: number): number {
  if (n < 0) throw new RangeError('negative');
  let result = 1;
  for (let i = 2; i <= n; i++) {
    result *= i;
  }
  return result;
}`,
    ],
  },
  {
    name: 'two-sum',
    language: 'python',
    independent: [
      `def two_sum(nums, target):
    """Indices of the two numbers adding up to target."""
    seen = {}
    for i, value in enumerate(nums):
        need = target - value
        if need in seen:
            return [seen[need], i]
        seen[value] = i
    return None
`,
      `def two_sum(nums, target):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return [i, j]
    return None
`,
      `def two_sum(nums, target):
    order = sorted(range(len(nums)), key=lambda k: nums[k])
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        total = nums[order[lo]] + nums[order[hi]]
        if total == target:
            return sorted([order[lo], order[hi]])
        if total < target:
            lo += 1
        else:
            hi -= 1
    return None
`,
    ],
    copies: [
      `def solve(arr, goal):
    # remember where each value was
    index_of = {}
    for pos, x in enumerate(arr):
        missing = goal - x
        if missing in index_of:
            return [index_of[missing], pos]
        index_of[x] = pos
    return None
`,
      `def two_sum(nums,target):
  seen={}   # value -> index
  for i,value in enumerate(nums):
    need=target-value
    if need in seen: return [seen[need],i]
    seen[value]=i
  return None`,
    ],
    edited: [
      `def two_sum(nums, target):
    seen = {}
    for i, value in enumerate(nums):
        if target - value in seen:
            return [seen[target - value], i]
        seen[value] = i
    return []
`,
    ],
  },
  {
    name: 'word-count',
    language: 'java',
    independent: [
      `import java.util.*;

public class WordCount {
    public static Map<String, Integer> count(String text) {
        Map<String, Integer> counts = new HashMap<>();
        for (String word : text.toLowerCase().split("\\\\s+")) {
            if (word.isEmpty()) continue;
            counts.put(word, counts.getOrDefault(word, 0) + 1);
        }
        return counts;
    }
}`,
      `import java.util.*;
import java.util.stream.*;

public class WordCount {
    public static Map<String, Long> count(String text) {
        return Arrays.stream(text.toLowerCase().split("\\\\s+"))
            .filter(w -> !w.isEmpty())
            .collect(Collectors.groupingBy(w -> w, Collectors.counting()));
    }
}`,
      `import java.util.*;

public class WordCount {
    public static Map<String, Integer> count(String text) {
        TreeMap<String, Integer> result = new TreeMap<>();
        StringTokenizer tokens = new StringTokenizer(text);
        while (tokens.hasMoreTokens()) {
            String next = tokens.nextToken().toLowerCase();
            Integer seen = result.get(next);
            result.put(next, seen == null ? 1 : seen + 1);
        }
        return result;
    }
}`,
    ],
    copies: [
      `import java.util.*;
public class Solution
{
    // Count each word
    public static Map<String, Integer> count(String input)
    {
        Map<String, Integer> m = new HashMap<>();
        for (String w : input.toLowerCase().split("\\\\s+"))
        {
            if (w.isEmpty()) continue;
            m.put(w, m.getOrDefault(w, 0) + 1);
        }
        return m;
    }
}`,
    ],
    edited: [
      `import java.util.*;

public class WordCount {
    public static Map<String, Integer> count(String text) {
        Map<String, Integer> counts = new TreeMap<>();
        for (String word : text.toLowerCase().split("[^a-z]+")) {
            if (word.isEmpty()) continue;
            counts.merge(word, 1, Integer::sum);
        }
        return counts;
    }
}`,
    ],
  },
  ...QUERY_AND_GO_PROBLEMS,
];
