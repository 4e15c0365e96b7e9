// The one script of index.html, inline and without a framework: the copy buttons of the curl lines
// and the three filter bars (deviations, checks, coverage) that html-filters.ts renders hidden.
// Filtering only sets `hidden` on rows and articles, so the page without the script is the whole
// report. A facet with no button pressed filters nothing; pressed buttons of one facet add up.

/** The script's source; it must never contain a closing script tag. */
export const HTML_SCRIPT = `
'use strict';
(() => {
  const $ = (sel, root = document) => root.querySelector(sel);
  const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];
  const words = (s) => s.toLowerCase().split(/\\s+/).filter(Boolean);
  const plural = (n, one) => n + ' ' + (n === 1 ? one : one + 's');
  const pressed = (bar, facet) => $$('button[data-facet="' + facet + '"][aria-pressed="true"]', bar).map((b) => b.dataset.value);

  // One filter bar over a list of items. predicate() reads the controls once per update and
  // answers the test for one item; idle() says whether no filter is set; reset() clears them.
  function wire({ bar, items, what, shown, empty, clear, predicate, idle, reset }) {
    if (!bar || items.length === 0) return;
    bar.hidden = false;
    const update = () => {
      const keep = predicate();
      let n = 0;
      for (const item of items) {
        item.hidden = !keep(item);
        if (!item.hidden) n += 1;
      }
      shown.textContent = n + ' of ' + plural(items.length, what) + ' shown';
      shown.classList.toggle('filtered', n < items.length);
      if (empty) empty.hidden = n > 0;
      clear.hidden = idle();
    };
    bar.addEventListener('input', update);
    bar.addEventListener('change', update);
    bar.addEventListener('click', (e) => {
      const chip = e.target.closest('button[data-facet]');
      if (!chip) return;
      chip.setAttribute('aria-pressed', String(chip.getAttribute('aria-pressed') !== 'true'));
      update();
    });
    clear.addEventListener('click', () => {
      for (const chip of $$('button[data-facet]', bar)) chip.setAttribute('aria-pressed', 'false');
      reset();
      update();
    });
    update();
  }

  const devBar = $('#deviation-filters');
  const articles = $$('article.deviation');
  const searchText = new Map(articles.map((a) => [a, [$('.title', a)?.textContent ?? '', a.dataset.operation, a.dataset.check].join(' ').toLowerCase()]));
  const checkSelect = $('#filter-check'), devText = $('#filter-text'), showBaselined = $('#filter-baselined');
  wire({
    bar: devBar, items: articles, what: 'deviation',
    shown: $('#deviations-shown'), empty: $('#deviations-empty'), clear: $('#deviations-clear'),
    predicate: () => {
      const severities = pressed(devBar, 'severity'), check = checkSelect.value, terms = words(devText.value), baselined = showBaselined.checked;
      return (a) => (severities.length === 0 || severities.includes(a.dataset.severity))
        && (check === '' || a.dataset.check === check)
        && (baselined || a.dataset.baselined !== 'true')
        && terms.every((t) => searchText.get(a).includes(t));
    },
    idle: () => pressed(devBar, 'severity').length === 0 && checkSelect.value === '' && devText.value === '' && showBaselined.checked,
    reset: () => { checkSelect.value = ''; devText.value = ''; showBaselined.checked = true; },
  });

  const checkBar = $('#check-filters');
  wire({
    bar: checkBar, items: $$('#checks tbody tr[data-status]'), what: 'check',
    // No empty state: only statuses some check has can be pressed.
    shown: $('#checks-shown'), empty: null, clear: $('#checks-clear'),
    predicate: () => {
      const statuses = pressed(checkBar, 'status');
      return (tr) => statuses.length === 0 || statuses.includes(tr.dataset.status);
    },
    idle: () => pressed(checkBar, 'status').length === 0,
    reset: () => {},
  });

  const gapsOnly = $('#filter-gaps'), opText = $('#filter-operation');
  wire({
    bar: $('#coverage-filters'), items: $$('#coverage tbody tr[data-operation]'), what: 'operation',
    shown: $('#coverage-shown'), empty: $('#coverage-empty'), clear: $('#coverage-clear'),
    predicate: () => {
      const gaps = gapsOnly.checked, terms = words(opText.value);
      return (tr) => (!gaps || tr.dataset.gap === 'true') && terms.every((t) => (tr.dataset.operation + ' ' + tr.dataset.id).toLowerCase().includes(t));
    },
    idle: () => !gapsOnly.checked && opText.value === '',
    reset: () => { gapsOnly.checked = false; opText.value = ''; },
  });

  // "/" jumps to the deviation search, as on many sites; not while typing somewhere else.
  document.addEventListener('keydown', (e) => {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || !devText || devBar.hidden) return;
    if (e.target.closest('input, select, textarea')) return;
    e.preventDefault();
    devText.focus();
  });

  // Copy buttons on the curl lines; where the clipboard is refused the line is selected instead.
  for (const b of $$('button[data-copy]')) {
    b.addEventListener('click', () => {
      const pre = $('pre', b.parentElement);
      const done = (word) => { b.textContent = word; setTimeout(() => { b.textContent = 'copy'; }, 1500); };
      const select = () => { getSelection().selectAllChildren(pre); done('selected'); };
      if (navigator.clipboard) navigator.clipboard.writeText(pre.textContent).then(() => done('copied'), select);
      else select();
    });
  }
})();
`;
