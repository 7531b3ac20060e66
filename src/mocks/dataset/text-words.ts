/**
 * Word lists for the free-text grammar (answer-text.ts). Long lists on purpose: two independent
 * answers should rarely share a run of three content words, or a similarity check would group them.
 * Comma-separated strings keep them compact; `list` splits them.
 */
const list = (text: string): readonly string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

export const EN = {
  subjects: list(`I, we, the team, our on-call engineer, the support lead, my manager, the reviewer, a new hire,
    the analyst, the product owner, everyone involved, the platform group, the finance team, my colleague, the owner`),
  modals: list('would, should, could, might, will, can, must, would probably, would rather, would then'),
  // Regular transitive verbs (base form); irregular forms are in EN_IRREGULAR.
  verbs: list(`check, review, measure, compare, document, escalate, reproduce, isolate, monitor, simplify, validate,
    test, profile, rank, group, merge, archive, refund, explain, summarise, prioritise, schedule, restart, roll back,
    patch, cache, index, batch, throttle, retry, trace, audit, estimate, forecast, reconcile, flag, label, clean up,
    filter, sort, deduplicate, migrate, benchmark, question, clarify, confirm, negotiate, discount, price, pitch,
    survey, interview, map, model, sketch, draft, share, publish, update, replace, tune, cap, debug, inspect, log,
    notify, pause, replay, sample, tag, chart, reword, rebuild, tighten, relax, pin, shard, warm up, drain, revoke`),
  intransitive: list(`fail, stall, spike, degrade, recover, drift, grow, lag, time out, slow down, fluctuate, overflow,
    crash, hang, flap, leak, regress, saturate, stabilise, expire, disconnect, retry, churn, diverge, settle`),
  adjectives: list(`stale, noisy, slow, flaky, critical, hidden, duplicated, partial, expensive, brittle, outdated,
    manual, seasonal, skewed, missing, urgent, recurring, inconsistent, fragile, overloaded, unused, legacy,
    temporary, verbose, silent, primary, secondary, upstream, downstream, regional, nightly, weekly, quarterly,
    unreliable, misleading, sparse, dense, strict, loose, cold, warm, shared, private, nested, oversized`),
  nouns: list(`cache, queue, invoice, refund, ticket, deployment, schema, index, dashboard, customer account, rollback,
    alert, runbook, incident, latency budget, error rate, gateway, payment, contract, roadmap, backlog, metric,
    funnel, cohort, experiment, query plan, replica, shard, token, session, timeout, retry policy, feature flag,
    log line, stack trace, test suite, pull request, release, migration, escalation, service level, apology,
    discount, renewal, stakeholder, prototype, hypothesis, baseline, outlier, variance, spreadsheet, ledger,
    audit trail, permission, certificate, firewall rule, webhook, cron job, heap dump, thread pool, load balancer,
    connection pool, checkout page, search box, onboarding flow, pricing page, churn model, sample size,
    confidence interval, control group, p-value, pivot table, journal entry, vendor, purchase order, budget line,
    forecast, quarter close, handover, postmortem, status page, on-call rota, pager, sprint, estimate, trade-off,
    objection, follow-up email, demo call, price list, region, tenant, bucket, message broker, event stream`),
  adverbs: list(`carefully, quickly, gradually, manually, quietly, openly, explicitly, politely, systematically,
    briefly, thoroughly, patiently, early, immediately, regularly, honestly, calmly, repeatedly, cautiously, jointly`),
  when: list(`under load, at peak hours, overnight, after each deploy, on weekends, without warning, intermittently,
    twice a week, in production, for some users, in one region, since Monday, at the end of the month,
    every few minutes, after a restart, during the sale, right after login, on older browsers`),
  openers: list(`First, Then, After that, Next, Meanwhile, In parallel, Finally, Before anything else, In practice,
    In my experience, To be safe, As a rule, Afterwards, Most importantly, For example, Honestly, If possible,
    Realistically, Ideally, Just as important`),
  preps: list(
    'before, after, during, within, across, behind, for, against, alongside, without, around, beyond, through',
  ),
  counts: list('two, three, four, five, a few, several, a dozen, some, all the'),
} as const;

/** Verbs whose past or -ing form is not regular. */
export const EN_IRREGULAR: Readonly<Record<string, readonly [past: string, ing: string]>> = {
  map: ['mapped', 'mapping'],
  cap: ['capped', 'capping'],
  log: ['logged', 'logging'],
  flag: ['flagged', 'flagging'],
  tag: ['tagged', 'tagging'],
  pin: ['pinned', 'pinning'],
  grow: ['grew', 'growing'],
  hang: ['hung', 'hanging'],
  'time out': ['timed out', 'timing out'],
  'slow down': ['slowed down', 'slowing down'],
};

/** German: nouns in the nominative with their article, verbs in the infinitive (-en), intransitives in the 3rd person. */
export const DE = {
  openers: list('Zuerst, Danach, Anschließend, Außerdem, Dann, Deshalb, Trotzdem, Vorher, Parallel dazu, Zum Schluss'),
  nouns: list(`der Cache, die Warteschlange, das Protokoll, der Index, die Rechnung, die Rückerstattung, der Server,
    das Dashboard, die Datenbank, der Kunde, die Abfrage, das Deployment, der Alarm, die Metrik, der Vertrag,
    die Schnittstelle, der Test, die Migration, das Budget, der Bericht, die Anfrage, das Ticket, der Zeitplan`),
  verbs: list(`prüfen, analysieren, testen, dokumentieren, vergleichen, messen, eskalieren, reproduzieren, isolieren,
    überwachen, vereinfachen, validieren, priorisieren, erklären, aktualisieren, ersetzen,
    optimieren, beobachten, klären, bestätigen, verhandeln, planen, sortieren, filtern, bereinigen`),
  intransitive: list('hängt, abstürzt, wächst, stockt, überläuft, ausfällt, langsamer wird, schwankt, zurückgeht'),
  adjectives: list('langsam, kritisch, veraltet, instabil, teuer, dringend, unklar, fehlerhaft, riskant, wichtig'),
  adverbs: list('sorgfältig, schnell, gründlich, zuerst, sofort, regelmäßig, ruhig, genau, vorsichtig, gemeinsam'),
} as const;

/** Spanish: nouns with their article, regular verbs in the infinitive. */
export const ES = {
  openers: list('Primero, Luego, Después, Además, Por eso, Al final, Antes de nada, Mientras tanto, En la práctica'),
  nouns: list(`el registro, la cola, el pedido, la factura, el reembolso, el servidor, la base de datos, el cliente,
    la consulta, el despliegue, la alerta, la métrica, el contrato, la interfaz, la prueba, la migración,
    el presupuesto, el informe, la solicitud, el historial, el índice, la caché, el calendario`),
  verbs: list(`revisar, analizar, documentar, comparar, escalar, aislar, validar, priorizar, explicar,
    resumir, actualizar, reemplazar, optimizar, observar, aclarar, confirmar, negociar, planificar, ordenar, filtrar`),
  intransitive: list('falla, se bloquea, crece, se retrasa, se desborda, se cae, fluctúa, empeora, se recupera'),
  adjectives: list('lento, crítico, antiguo, inestable, caro, urgente, confuso, incompleto, arriesgado, importante'),
  adverbs: list('con cuidado, rápidamente, a fondo, de inmediato, con calma, con frecuencia, en detalle, juntos'),
  preps: list('con, sin, tras, según, para, durante, sobre, hacia'),
} as const;

/** French: nouns with their article, -er verbs in the infinitive. */
export const FR = {
  openers: list("D'abord, Ensuite, Puis, Après cela, Par ailleurs, Enfin, Pour commencer, En pratique, Du coup"),
  nouns: list(`le journal, la file d'attente, la commande, la facture, le remboursement, le serveur, la base de données,
    le client, la requête, le déploiement, l'alerte, la métrique, le contrat, l'interface, le test, la migration,
    le budget, le rapport, la demande, l'historique, l'index, le cache, le planning`),
  verbs: list(`vérifier, analyser, tester, documenter, comparer, mesurer, escalader, isoler, valider, prioriser,
    expliquer, résumer, remplacer, optimiser, observer, clarifier, confirmer, négocier, planifier, trier, filtrer`),
  intransitive: list("échoue, bloque, grossit, ralentit, déborde, tombe, fluctue, empire, redémarre, s'arrête"),
  adjectives: list('lent, critique, ancien, instable, coûteux, urgent, flou, incomplet, risqué, important'),
  adverbs: list('avec soin, rapidement, en détail, tout de suite, calmement, souvent, ensemble, en priorité'),
  preps: list('avec, sans, pendant, après, avant, selon, pour, contre'),
} as const;
