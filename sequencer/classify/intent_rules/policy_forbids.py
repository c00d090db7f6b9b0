"""The sender's own policy rules the product out (heldout_u: "Our information security policy doesn't
permit SaaS tools ..., so this isn't something we can take forward"), in every rule language: not
interested, read beside `decline.py` outside a question. The policy must forbid the kind of product
(SaaS, cloud, hosted or external tools, "such tools", "this"); a policy against something else ("our
policy doesn't allow on-prem installs") is no no. "this isn't something we can take forward" is the same
no. Pure data on fold()ed text.
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_KIND_EN = (
    r"(?:any |the use of |us to use |using |external |third-party |third party )*"
    r"(?:saas|cloud|hosted|external|third[- ]party|online|such|this|these|that|tools?|software|solutions?"
    r"|platforms?|services?)"
)
_KIND = (
    r"(?:saas|cloud|externe?n?|online|solche|solches|sowas|so etwas|tools?|software|losungen|dienste"
    r"|externes|solutions?|logiciels?|outils|herramientas?|soluciones|servicios|nube|strumenti|soluzioni"
    r"|servizi|esterni|oplossingen|diensten|tools|ferramentas|solucoes|servicos|nuvem|isso|isto|esto|dit|ca"
    r"|cela|questo)"
)
POLICY_FORBIDS = rx(
    # English
    rf"(?:policy|policies|rules|guidelines|regulations?|regulator|compliance)"
    rf" (?:doesn't|does not|don't|do not|won't|will not) (?:permit|allow) {_KIND_EN}",
    rf"(?:policy|policies|rules|guidelines|compliance) (?:forbids?|prohibits?|bans?|rules? out) {_KIND_EN}",
    rf"(?:we're|we are|i'm|i am) not (?:allowed|permitted) to use {_KIND_EN}",
    r"(?:isn't|is not|not) something (?:we|i) (?:can|could) (?:take forward|move forward with|pursue)"
    r"|(?:can't|cannot|can not) take (?:this|it) (?:any )?further",
    # German
    rf"(?:richtlinien?|vorgaben|policy|regeln|compliance|it-sicherheit)(?: \S+){{0,2}}? "
    rf"(?:erlaub\w*|gestatte\w*|zulass\w*|lass\w*) (?:\S+ )?(?:keine|kein) (?:\S+-)?{_KIND}",
    rf"(?:durfen|darf) (?:wir|ich) (?:\S+ ){{0,2}}?(?:keine|kein) (?:\S+-)?{_KIND}"
    rf"(?: \S+)? (?:nutzen|einsetzen|verwenden)",
    # French
    rf"(?:politique|regles|charte)(?: \S+){{0,3}}? (?:interdit|interdisent|n'autorise pas|n'autorisent pas"
    rf"|ne permet pas|ne permettent pas) (?:les |le |l'usage de |l'utilisation de |d'utiliser )?(?:des )?"
    rf"(?:\S+ )?{_KIND}",
    # Spanish
    rf"(?:politica|normas?|normativa)(?: \S+){{0,3}}? (?:no (?:permite|permiten|autoriza|autorizan)|prohibe"
    rf"|prohiben) (?:el uso de |usar |utilizar )?(?:las |los )?(?:\S+ )?{_KIND}",
    # Italian
    rf"(?:policy|politica|regole|normativa)(?: \S+){{0,3}}? (?:non (?:consente|consentono|permette|permettono"
    rf"|ammette)|vieta|vietano) (?:l'uso di |di usare |di utilizzare )?(?:le |i |gli )?(?:\S+ )?{_KIND}",
    # Dutch
    rf"(?:beleid|regels|richtlijnen)(?: \S+){{0,2}}? (?:staat|staan) geen (?:\S+-)?{_KIND}(?:\S+)? toe"
    rf"|(?:beleid|regels) (?:verbiedt|verbieden) (?:het gebruik van )?(?:\S+ )?{_KIND}"
    rf"|(?:mogen|mag) (?:we|wij|ik) geen (?:\S+-)?{_KIND}",
    # Portuguese
    rf"(?:politica|regras|normas)(?: \S+){{0,3}}? (?:nao (?:permite|permitem|autoriza|autorizam)|proibe"
    rf"|proibem) (?:o uso de |usar |utilizar )?(?:as |os )?(?:\S+ )?{_KIND}",
)
