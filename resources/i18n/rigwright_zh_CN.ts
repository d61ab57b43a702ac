<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Rigwright</source>
        <translation>关于 Rigwright</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>{name} ({title}), version {version}</source>
        <translation>{name}（{title}），版本 {version}</translation>
    </message>
    <message>
        <source>Price list: {title}</source>
        <translation>价格表：{title}</translation>
    </message>
    <message>
        <source>Exchange rate as of {date}</source>
        <translation>汇率日期：{date}</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>产品目录</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>日志文件夹</translation>
    </message>
    <message>
        <source>Crash file</source>
        <translation>崩溃记录文件</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>price to be set: {reason}</source>
        <translation>价格待定：{reason}</translation>
    </message>
    <message>
        <source>The comparison was emptied: its 1 build was of the catalog used before {catalog}.</source>
        <translation>对比已清空：其中的 1 个配置属于之前使用的产品目录 {catalog}。</translation>
    </message>
    <message>
        <source>The comparison was emptied: its {n} builds were of the catalog used before {catalog}.</source>
        <translation>对比已清空：其中的 {n} 个配置属于之前使用的产品目录 {catalog}。</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>产品目录</translation>
    </message>
    <message>
        <source>Opening the catalog “{name}”…</source>
        <translation>正在打开产品目录“{name}”…</translation>
    </message>
    <message>
        <source>The site's circuit holds for this session only: the database is read-only.</source>
        <translation>现场电路设置仅在本次会话中有效：数据库是只读的。</translation>
    </message>
    <message>
        <source>{build} does not pass the inputs (budget, model scale, GPU memory or count): it is shown, but not in the list.</source>
        <translation>{build} 不满足输入条件（预算、模型规模、显存或 GPU 数量）：已显示，但不在列表中。</translation>
    </message>
    <message>
        <source>the compared build</source>
        <translation>对比中的配置</translation>
    </message>
    <message>
        <source>{build} is already in the comparison.</source>
        <translation>{build} 已在对比中。</translation>
    </message>
    <message>
        <source>The comparison holds at most {most} builds: remove one before adding {build}.</source>
        <translation>对比最多容纳 {most} 个配置：请先移除一个，再添加 {build}。</translation>
    </message>
    <message>
        <source>Select a workstation (a SKU or a custom build) first.</source>
        <translation>请先选择一台工作站（型号或自定义配置）。</translation>
    </message>
    <message>
        <source>your earlier changes</source>
        <translation>您之前的更改</translation>
    </message>
    <message>
        <source>Your earlier changes to this build are back (Edit ▸ Undo returns to it unchanged).</source>
        <translation>您之前对此配置的更改已恢复（编辑 ▸ 撤销 可回到未修改的配置）。</translation>
    </message>
    <message>
        <source>the diagram draws the seed's chassis series; this build's chassis ({chassis}) has none</source>
        <translation>示意图只能绘制选型指南中的机箱系列；此配置的机箱（{chassis}）没有示意图</translation>
    </message>
    <message>
        <source>the diagram draws one GPU model; this build has {models} and {last}</source>
        <translation>示意图只能绘制一种 GPU 型号；此配置有 {models} 和 {last}</translation>
    </message>
    <message>
        <source>the diagram draws a build on a seed SKU's platform</source>
        <translation>示意图只能绘制基于选型指南型号平台的配置</translation>
    </message>
</context>
<context>
    <name>Autosaver</name>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>recovered build</source>
        <translation>恢复的配置</translation>
    </message>
    <message>
        <source>recovered build: the custom build based on {base} ({gpus}), then: {changes}</source>
        <translation>恢复的配置：基于 {base} 的自定义配置（{gpus}），然后：{changes}</translation>
    </message>
    <message>
        <source>recovered build: the custom build based on {base} ({gpus})</source>
        <translation>恢复的配置：基于 {base} 的自定义配置（{gpus}）</translation>
    </message>
    <message>
        <source>Unsaved work cannot be autosaved: {reason}. Save your quote to keep it.</source>
        <translation>未保存的工作无法自动保存：{reason}。请保存报价单以保留它。</translation>
    </message>
    <message>
        <source>Quote {number} R{revision} ({company}), saved {time}</source>
        <translation>报价单 {number} R{revision}（{company}），自动保存于 {time}</translation>
    </message>
    <message>
        <source>New quote for {company} (never saved), saved {time}</source>
        <translation>{company} 的新报价单（从未保存），自动保存于 {time}</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>Custom build based on {selection} with {gpus} ({catalog}), with changes: {changes}; saved {time}</source>
        <translation>基于 {selection} 的自定义配置，{gpus}（{catalog}），更改：{changes}；保存于 {time}</translation>
    </message>
    <message>
        <source>a SKU</source>
        <translation>某个型号</translation>
    </message>
    <message>
        <source>Build {selection} ({catalog}) with changes: {changes}; saved {time}</source>
        <translation>配置 {selection}（{catalog}）的更改：{changes}；保存于 {time}</translation>
    </message>
    <message>
        <source>the selection</source>
        <translation>所选工作站</translation>
    </message>
    <message>
        <source>Recovered drafts</source>
        <translation>恢复的草稿</translation>
    </message>
    <message>
        <source>Rigwright did not close properly last time. This unsaved work was recovered:</source>
        <translation>Rigwright 上次未正常关闭。已恢复以下未保存的工作：</translation>
    </message>
    <message>
        <source>The recovered quote and build were restored; save the quote to keep it</source>
        <translation>已恢复报价单和配置；请保存报价单以保留它</translation>
    </message>
    <message>
        <source>The recovered quote was restored; save it to keep it</source>
        <translation>已恢复报价单；请保存以保留它</translation>
    </message>
    <message>
        <source>The recovered build was restored as the working build</source>
        <translation>已将恢复的配置还原为当前配置</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>产品目录</translation>
    </message>
    <message>
        <source>Opening the catalog “{name}”…</source>
        <translation>正在打开产品目录“{name}”…</translation>
    </message>
    <message>
        <source>catalog {catalog}: {reason}</source>
        <translation>产品目录 {catalog}：{reason}</translation>
    </message>
    <message>
        <source>the build could not be put back as it was</source>
        <translation>无法按原样放回该配置</translation>
    </message>
    <message>
        <source>• {file}: {reason} (kept as {moved})</source>
        <translation>• {file}：{reason}（已另存为 {moved}）</translation>
    </message>
    <message>
        <source>• {file}: {reason} (it could not be moved aside: {error})</source>
        <translation>• {file}：{reason}（无法移到一旁：{error}）</translation>
    </message>
    <message>
        <source>These drafts could not be read:</source>
        <translation>以下草稿无法读取：</translation>
    </message>
    <message>
        <source>Older drafts of the same kind were kept aside, not offered:</source>
        <translation>以下同类的较早草稿已另存，未提供恢复：</translation>
    </message>
    <message>
        <source>Restore opens them again (not saved yet); Discard deletes them.</source>
        <translation>“恢复”会重新打开它们（尚未保存）；“丢弃”会删除它们。</translation>
    </message>
    <message>
        <source>The recovered drafts were discarded</source>
        <translation>已丢弃恢复的草稿</translation>
    </message>
    <message>
        <source>(kept as {moved})</source>
        <translation>（已另存为 {moved}）</translation>
    </message>
    <message>
        <source>(it could not be moved aside: {error})</source>
        <translation>（无法移到一旁：{error}）</translation>
    </message>
    <message>
        <source>Not everything could be restored:</source>
        <translation>部分内容无法恢复：</translation>
    </message>
    <message>
        <source>no workstation is selected to put the build on</source>
        <translation>未选择工作站，无法放回该配置</translation>
    </message>
    <message>
        <source>recovered changes: {changes}</source>
        <translation>恢复的更改：{changes}</translation>
    </message>
</context>
<context>
    <name>BuildChart</name>
    <message>
        <source>Throughput (1 GPU = its score)</source>
        <translation>吞吐量（1 块 GPU = 其得分）</translation>
    </message>
    <message>
        <source>GPU scores 0–100: 100 = best in the catalog on every weighted metric</source>
        <translation>GPU 得分 0–100：100 = 在每项加权指标上都是产品目录中最好的</translation>
    </message>
    <message>
        <source>※ illustrative</source>
        <translation>※ 示意价格</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>price to be set</source>
        <translation>价格待定</translation>
    </message>
</context>
<context>
    <name>BuildCheckView</name>
    <message>
        <source>Undo changes</source>
        <translation>撤销更改</translation>
    </message>
    <message>
        <source>Back to the selected build as it is</source>
        <translation>恢复所选配置的原样</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>What</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Suggested fix</source>
        <translation>建议修正</translation>
    </message>
    <message>
        <source>One-click fixes (fewest changed parts, then the smallest price change)</source>
        <translation>一键修正（更改部件最少者优先，其次价格变化最小者）</translation>
    </message>
    <message>
        <source>Slot capacity</source>
        <translation>插槽容量</translation>
    </message>
    <message>
        <source>Slot width</source>
        <translation>槽位宽度</translation>
    </message>
    <message>
        <source>GPU count limit</source>
        <translation>GPU 数量上限</translation>
    </message>
    <message>
        <source>Chassis GPU range</source>
        <translation>机箱 GPU 数量范围</translation>
    </message>
    <message>
        <source>Passive cards in a tower</source>
        <translation>塔式机箱中的被动散热卡</translation>
    </message>
    <message>
        <source>Cooler unknown</source>
        <translation>散热方式未知</translation>
    </message>
    <message>
        <source>Open-air cards side by side</source>
        <translation>开放式风扇卡相邻</translation>
    </message>
    <message>
        <source>Sustained power</source>
        <translation>持续功耗</translation>
    </message>
    <message>
        <source>Power transients</source>
        <translation>瞬时功耗</translation>
    </message>
    <message>
        <source>Power connectors</source>
        <translation>供电接口</translation>
    </message>
    <message>
        <source>Wall circuit</source>
        <translation>墙插电路</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>NVLink pairs</source>
        <translation>NVLink 配对</translation>
    </message>
    <message>
        <source>NVLink: same model</source>
        <translation>NVLink：同型号</translation>
    </message>
    <message>
        <source>NVLink spacing</source>
        <translation>NVLink 间距</translation>
    </message>
    <message>
        <source>NVLink support</source>
        <translation>NVLink 支持</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>主板尺寸</translation>
    </message>
    <message>
        <source>Card length</source>
        <translation>显卡长度</translation>
    </message>
    <message>
        <source>System memory vs GPU memory</source>
        <translation>系统内存与显存</translation>
    </message>
    <message>
        <source>price change not known</source>
        <translation>价格变化未知</translation>
    </message>
    <message>
        <source>Explain the selected verdict's rule (F1)</source>
        <translation>说明所选结论的规则（F1）</translation>
    </message>
    <message>
        <source>Help on the rule</source>
        <translation>规则帮助</translation>
    </message>
    <message>
        <source>Rule verdicts</source>
        <translation>规则检查结论</translation>
    </message>
    <message>
        <source>Rule {rule}: {message}</source>
        <translation>规则 {rule}：{message}</translation>
    </message>
    <message>
        <source>No build selected.</source>
        <translation>未选择配置。</translation>
    </message>
    <message>
        <source>{mark} custom build: {label}</source>
        <translation>{mark} 自定义配置：{label}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Rule check of {what} — site: {site}</source>
        <translation>{what} 的规则检查 — 场地：{site}</translation>
    </message>
    <message>
        <source>Changed: {changes}</source>
        <translation>已更改：{changes}</translation>
    </message>
    <message>
        <source>The build breaks no error rule: nothing to fix.</source>
        <translation>该配置未违反任何错误级规则：无需修正。</translation>
    </message>
    <message>
        <source>Fixes could not be searched: {reason}</source>
        <translation>无法搜索修正方案：{reason}</translation>
    </message>
    <message>
        <source>1 error, and no change of up to three parts fixes it: change the build by hand.</source>
        <translation>1 个错误，更改至多三个部件都无法修正：请手动修改配置。</translation>
    </message>
    <message>
        <source>{n} errors, and no change of up to three parts fixes them all: change the build by hand.</source>
        <translation>{n} 个错误，更改至多三个部件都无法全部修正：请手动修改配置。</translation>
    </message>
    <message>
        <source>1 error. Each button applies one fix:</source>
        <translation>1 个错误。每个按钮应用一种修正：</translation>
    </message>
    <message>
        <source>{n} errors. Each button applies one fix:</source>
        <translation>{n} 个错误。每个按钮应用一种修正：</translation>
    </message>
    <message>
        <source>{fix}  ({price})</source>
        <translation>{fix}（{price}）</translation>
    </message>
    <message>
        <source>Price change: {p}</source>
        <translation>价格变化：{p}</translation>
    </message>
    <message>
        <source>Still a warning: {m}</source>
        <translation>仍有警告：{m}</translation>
    </message>
</context>
<context>
    <name>BuildScene</name>
    <message>
        <source>rear</source>
        <translation>后部</translation>
    </message>
    <message>
        <source>front</source>
        <translation>前部</translation>
    </message>
    <message>
        <source>air in</source>
        <translation>进风</translation>
    </message>
    <message>
        <source>air out</source>
        <translation>出风</translation>
    </message>
    <message>
        <source>blower exhaust</source>
        <translation>涡轮排风</translation>
    </message>
    <message>
        <source>PSU {n}</source>
        <translation>电源 {n}</translation>
    </message>
    <message>
        <source>PSU not stated</source>
        <translation>电源未注明</translation>
    </message>
    <message>
        <source>sustained</source>
        <translation>持续</translation>
    </message>
    <message>
        <source>peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>load unknown</source>
        <translation>负载未知</translation>
    </message>
    <message>
        <source>load {w} W</source>
        <translation>负载 {w} W</translation>
    </message>
    <message>
        <source>CPU {n}</source>
        <translation>CPU {n}</translation>
    </message>
    <message>
        <source>{n}-slot</source>
        <translation>占 {n} 槽</translation>
    </message>
    <message>
        <source>link x{n}</source>
        <translation>链路 x{n}</translation>
    </message>
    <message>
        <source>no slot: these cards do not fit</source>
        <translation>无插槽：这些卡放不下</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>涡轮散热</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>开放式散热</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>cooler n/a</source>
        <translation>散热未知</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <source>selection guide: {low}-{high} GPUs</source>
        <translation>选型指南：{low}-{high} 块 GPU</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>CPU not stated</source>
        <translation>CPU 未注明</translation>
    </message>
    <message>
        <source>PCIe {n} · x{lanes}</source>
        <translation>PCIe {n} · x{lanes}</translation>
    </message>
    <message>
        <source>PCIe {n} · x{lanes} (x{el} el.)</source>
        <translation>PCIe {n} · x{lanes}（电气 x{el}）</translation>
    </message>
    <message>
        <source>{label}: load unknown</source>
        <translation>{label}：负载未知</translation>
    </message>
    <message>
        <source>{severity}: {message} — fix: {fix}</source>
        <translation>{severity}：{message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>card {n}: {model}</source>
        <translation>卡 {n}：{model}</translation>
    </message>
    <message>
        <source>power unknown</source>
        <translation>功耗未知</translation>
    </message>
    <message>
        <source>length unknown (drawn 267 mm)</source>
        <translation>长度未知（按 267 mm 绘制）</translation>
    </message>
    <message>
        <source>PCIe link x{n}</source>
        <translation>PCIe 链路 x{n}</translation>
    </message>
    <message>
        <source>{label} · {attached} ({basis}) · opening {opening}</source>
        <translation>{label} · {attached}（{basis}）· 开口 {opening}</translation>
    </message>
    <message>
        <source>PSU not stated by the build</source>
        <translation>配置未注明电源</translation>
    </message>
    <message>
        <source>PSU {n}: {rating} W</source>
        <translation>电源 {n}：{rating} W</translation>
    </message>
    <message>
        <source>sustained {w} W (limit {limit} W at 80 %)</source>
        <translation>持续 {w} W（上限 {limit} W，按 80 %）</translation>
    </message>
    <message>
        <source>peak {w} W (limit {limit} W)</source>
        <translation>峰值 {w} W（上限 {limit} W）</translation>
    </message>
    <message>
        <source>peak {w} W</source>
        <translation>峰值 {w} W</translation>
    </message>
    <message>
        <source>DIMM {socket}-{slot}: {gb} GB</source>
        <translation>内存插槽 {socket}-{slot}：{gb} GB</translation>
    </message>
    <message>
        <source>DIMM {socket}-{slot}: empty</source>
        <translation>内存插槽 {socket}-{slot}：空</translation>
    </message>
    <message>
        <source>drive bay {n}: {drive}</source>
        <translation>硬盘位 {n}：{drive}</translation>
    </message>
    <message>
        <source>NVLink bridge: cards {a} and {b}</source>
        <translation>NVLink 桥接：卡 {a} 与卡 {b}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{chassis}: {notes}</source>
        <translation>{chassis}：{notes}</translation>
    </message>
    <message>
        <source>Errors: {e}; warnings: {w}</source>
        <translation>错误：{e}；警告：{w}</translation>
    </message>
    <message>
        <source>cannot write {path}: the image could not be encoded</source>
        <translation>无法写入 {path}：图像无法编码</translation>
    </message>
    <message>
        <source>Rigwright diagram</source>
        <translation>Rigwright 示意图</translation>
    </message>
    <message>
        <source>Chassis and slot diagram (Rigwright)</source>
        <translation>机箱与插槽示意图（Rigwright）</translation>
    </message>
    <message>
        <source>cannot write {path}</source>
        <translation>无法写入 {path}</translation>
    </message>
    <message>
        <source>cannot write {path}: the drawing is empty</source>
        <translation>无法写入 {path}：图为空</translation>
    </message>
</context>
<context>
    <name>BuildView</name>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>The catalog “{name}” has no workstations (SKUs).</source>
        <translation>产品目录“{name}”中没有工作站（型号）。</translation>
    </message>
    <message>
        <source>No build selected.</source>
        <translation>未选择配置。</translation>
    </message>
    <message>
        <source>{n} earlier; {changes}</source>
        <translation>更早的 {n} 项；{changes}</translation>
    </message>
    <message>
        <source>⚠ rule checks: {e} error(s), {w} warning(s) — {rule}: {fix} (hover for all)</source>
        <translation>⚠ 规则检查：{e} 个错误，{w} 个警告 — {rule}：{fix}（悬停查看全部）</translation>
    </message>
    <message>
        <source>error: {message} — fix: {fix}</source>
        <translation>错误：{message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>error: {message}</source>
        <translation>错误：{message}</translation>
    </message>
    <message>
        <source>warning: {message} — fix: {fix}</source>
        <translation>警告：{message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>warning: {message}</source>
        <translation>警告：{message}</translation>
    </message>
    <message>
        <source>info: {message} — fix: {fix}</source>
        <translation>提示：{message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>info: {message}</source>
        <translation>提示：{message}</translation>
    </message>
    <message>
        <source>{family} ({n}th gen)</source>
        <translation>{family}（第 {n} 代）</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>parallel storage</source>
        <translation>并行存储</translation>
    </message>
    <message>
        <source>micro tower</source>
        <translation>微塔式</translation>
    </message>
    <message>
        <source>dual tower</source>
        <translation>双塔式</translation>
    </message>
    <message>
        <source>{sockets} × {cpu}, {cores} cores, {ghz} GHz</source>
        <translation>{sockets} × {cpu}，{cores} 核，{ghz} GHz</translation>
    </message>
    <message>
        <source>{cpu}, {cores} cores, {ghz} GHz</source>
        <translation>{cpu}，{cores} 核，{ghz} GHz</translation>
    </message>
    <message>
        <source>PSU not stated</source>
        <translation>电源未注明</translation>
    </message>
    <message>
        <source>{form_factor}, {psu}</source>
        <comment>a chassis: its form and its power supplies</comment>
        <translation>{form_factor}，{psu}</translation>
    </message>
    <message>
        <source>{screen} display</source>
        <translation>{screen} 显示器</translation>
    </message>
    <message>
        <source>illustrative price: list prices used; hover for the basis</source>
        <translation>示意价格：按标价计算；悬停查看依据</translation>
    </message>
    <message>
        <source>hover for the price basis</source>
        <translation>悬停查看价格依据</translation>
    </message>
    <message>
        <source>✚ custom build ({base}) — {price}  ({basis})
{parts}</source>
        <translation>✚ 自定义配置（{base}）— {price}（{basis}）
{parts}</translation>
    </message>
    <message>
        <source>✎ changed: {changes} — now {gpus}, {price}; {e} error(s), {w} warning(s) (Edit ▸ Undo goes back)</source>
        <translation>✎ 已修改：{changes} — 现为 {gpus}，{price}；{e} 个错误，{w} 个警告（编辑 ▸ 撤销可返回）</translation>
    </message>
    <message>
        <source>The catalog “{name}” has no workstations (SKUs): no diagram.</source>
        <translation>产品目录“{name}”中没有工作站（型号）：无示意图。</translation>
    </message>
    <message>
        <source>No workstation selected: none fits the requirements.</source>
        <translation>未选择工作站：没有符合要求的工作站。</translation>
    </message>
    <message>
        <source>{number}  {code} — {price} ※  ({basis})
{parts}</source>
        <translation>{number}  {code} — {price} ※（{basis}）
{parts}</translation>
    </message>
    <message>
        <source>{number}  {code} — {price}  ({basis})
{parts}</source>
        <translation>{number}  {code} — {price}（{basis}）
{parts}</translation>
    </message>
    <message>
        <source>Changed price: {basis}</source>
        <translation>修改后的价格：{basis}</translation>
    </message>
    <message>
        <source>No layout notes: {reason}</source>
        <translation>无布局说明：{reason}</translation>
    </message>
</context>
<context>
    <name>CarriedFiles</name>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a quote file in the quote editor or a build file in the chassis diagram (Ctrl+O; or drop the file on the window)</source>
        <translation>在报价单编辑器中打开报价单文件，或在机箱示意图中打开配置文件（Ctrl+O；也可将文件拖到窗口上）</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Write the open quote (on the Quotes page) or the build the diagram shows to a file the command line reads (Ctrl+Shift+S)</source>
        <translation>将打开的报价单（在报价单页面）或示意图显示的配置写入命令行可读取的文件（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>{file} was not opened; nothing changed:</source>
        <translation>{file} 未打开；未做任何更改：</translation>
    </message>
    <message>
        <source>Quote and build files (*.json);;All files (*)</source>
        <translation>报价单和配置文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Opened {file}: its number is another quote's in the history, so it is a new quote; save it to give it a number</source>
        <translation>已打开 {file}：其编号在报价单历史中属于另一份报价单，因此作为新报价单打开；保存后会获得编号</translation>
    </message>
    <message>
        <source>Opened {file}: save it to keep it in the quote history</source>
        <translation>已打开 {file}：保存后即保留在报价单历史中</translation>
    </message>
    <message>
        <source>the catalog has no workstation to put the build on</source>
        <translation>产品目录中没有可放置此配置的工作站</translation>
    </message>
    <message>
        <source>open {file}</source>
        <translation>打开 {file}</translation>
    </message>
    <message>
        <source>Opened {file} on {sku}: Edit ▸ Undo goes back</source>
        <translation>已在 {sku} 上打开 {file}（编辑 ▸ 撤销可返回）</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Saved the quote to {file}</source>
        <translation>已将报价单保存到 {file}</translation>
    </message>
    <message>
        <source>Saved the build to {file}</source>
        <translation>已将配置保存到 {file}</translation>
    </message>
    <message>
        <source>Open a quote or select a workstation first: there is nothing to save.</source>
        <translation>请先打开报价单或选择一台工作站：没有可保存的内容。</translation>
    </message>
    <message>
        <source>Rigwright files (*.json);;All files (*)</source>
        <translation>Rigwright 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>{file} is a folder; nothing was written</source>
        <translation>{file} 是文件夹；未写入任何内容</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}; nothing was written</source>
        <translation>无法写入 {file}：{reason}；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>CatalogFiles</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>Price changed</source>
        <translation>价格变动</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>Availability: {item} in {market} — {old} → {new}</source>
        <translation>供货：{item}（{market}）— {old} → {new}</translation>
    </message>
    <message>
        <source>{n} prices changed, {m} items added, {k} removed</source>
        <translation>{n} 个价格变动，新增 {m} 项，移除 {k} 项</translation>
    </message>
    <message>
        <source>, {o} items changed otherwise</source>
        <translation>，另有 {o} 项其他更改</translation>
    </message>
    <message>
        <source>, {a} availability rows changed</source>
        <translation>，{a} 条供货记录变更</translation>
    </message>
    <message>
        <source>Import preview</source>
        <translation>导入预览</translation>
    </message>
    <message>
        <source>a copy of the catalog “{base}” named “{name}”</source>
        <translation>产品目录“{base}”的副本，命名为“{name}”</translation>
    </message>
    <message>
        <source>the catalog “{name}”</source>
        <translation>产品目录“{name}”</translation>
    </message>
    <message>
        <source>(replaces the catalog stored under that name)</source>
        <translation>（替换以此名称保存的产品目录）</translation>
    </message>
    <message>
        <source>(a new catalog)</source>
        <translation>（新的产品目录）</translation>
    </message>
    <message>
        <source>Import {file} into {target}:</source>
        <translation>将 {file} 导入{target}：</translation>
    </message>
    <message>
        <source>What the import changes</source>
        <translation>导入将更改的内容</translation>
    </message>
    <message>
        <source>Nothing changes.</source>
        <translation>没有任何更改。</translation>
    </message>
    <message>
        <source>Column “{name}” is not one Rigwright reads: not read</source>
        <translation>列“{name}”不是 Rigwright 读取的列：未读取</translation>
    </message>
    <message>
        <source>Read a catalog pack (.json), a price list or an availability list (.csv), show what it changes, then import it</source>
        <translation>读取产品目录包（.json）、价目表或供货清单（.csv），先显示将要更改的内容，再导入</translation>
    </message>
    <message>
        <source>Catalog packs, price and availability lists (*.json *.csv *.txt);;All files (*)</source>
        <translation>产品目录包、价目表与供货清单 (*.json *.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>File ▸ Undo import puts the catalog back as it is now.</source>
        <translation>“文件 ▸ 撤销导入”可将产品目录恢复为现在的样子。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>… and {n} more errors</source>
        <translation>……另有 {n} 个错误</translation>
    </message>
    <message>
        <source>&amp;Import catalog or price list…</source>
        <translation>导入产品目录或价目表(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport catalog…</source>
        <translation>导出产品目录(&amp;X)…</translation>
    </message>
    <message>
        <source>Write the catalog in use as a pack (.json) with gpus.csv and skus.csv</source>
        <translation>将当前产品目录写成目录包（.json），并附 gpus.csv 和 skus.csv</translation>
    </message>
    <message>
        <source>&amp;Undo import of {file}</source>
        <translation>撤销导入 {file}(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo import</source>
        <translation>撤销导入(&amp;U)</translation>
    </message>
    <message>
        <source>“{name}” ships with Rigwright: the prices go into a copy of it. Name of your catalog:</source>
        <translation>“{name}”随 Rigwright 提供：价格将写入它的副本。您的产品目录名称：</translation>
    </message>
    <message>
        <source>Name of the catalog to store the pack as:</source>
        <translation>保存此目录包所用的产品目录名称：</translation>
    </message>
    <message>
        <source>Import catalog or price list</source>
        <translation>导入产品目录或价目表</translation>
    </message>
    <message>
        <source>“{name}” ships with Rigwright and is rebuilt from its files, which would drop the import: choose a name of your own. Nothing changed.</source>
        <translation>“{name}”随 Rigwright 提供，会根据其文件重建，导入的内容将丢失：请另取一个名称。未做任何更改。</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing changed:</source>
        <translation>{file} 未导入；未做任何更改：</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>无法读取 {file}：{reason}</translation>
    </message>
    <message>
        <source>Import cancelled: nothing changed</source>
        <translation>已取消导入：未做任何更改</translation>
    </message>
    <message>
        <source>{file} was not imported; nothing changed: {reason}</source>
        <translation>{file} 未导入；未做任何更改：{reason}</translation>
    </message>
    <message>
        <source>Imported {file} into “{name}”: {summary}</source>
        <translation>已将 {file} 导入“{name}”：{summary}</translation>
    </message>
    <message>
        <source>Undo import</source>
        <translation>撤销导入</translation>
    </message>
    <message>
        <source>The import could not be undone: {reason}</source>
        <translation>无法撤销导入：{reason}</translation>
    </message>
    <message>
        <source>Import of {file} undone: “{name}” is as it was</source>
        <translation>已撤销导入 {file}：“{name}”已恢复原样</translation>
    </message>
    <message>
        <source>Import of {file} undone: the catalog “{name}” is removed</source>
        <translation>已撤销导入 {file}：产品目录“{name}”已移除</translation>
    </message>
    <message>
        <source>Export catalog</source>
        <translation>导出产品目录</translation>
    </message>
    <message>
        <source>Cannot write {file}: {reason}; nothing was written</source>
        <translation>无法写入 {file}：{reason}；未写入任何内容</translation>
    </message>
    <message>
        <source>Wrote the catalog “{name}”: {files}</source>
        <translation>已写出产品目录“{name}”：{files}</translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>{workload}, custom weights</source>
        <translation>{workload}（自定义权重）</translation>
    </message>
    <message>
        <source>{title} (unknown, not drawn: {names})</source>
        <translation>{title}（数据未知、未绘制：{names}）</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>GPU metric</source>
        <translation>GPU 指标</translation>
    </message>
    <message>
        <source>GPU metric chart</source>
        <translation>GPU 指标图表</translation>
    </message>
    <message>
        <source>Price vs performance</source>
        <translation>价格与性能</translation>
    </message>
    <message>
        <source>Price vs performance chart</source>
        <translation>价格与性能图表</translation>
    </message>
    <message>
        <source>Multi-GPU scaling</source>
        <translation>多 GPU 扩展</translation>
    </message>
    <message>
        <source>Multi-GPU scaling chart</source>
        <translation>多 GPU 扩展图表</translation>
    </message>
    <message>
        <source>Cost efficiency</source>
        <translation>性价比</translation>
    </message>
    <message>
        <source>Cost efficiency chart</source>
        <translation>性价比图表</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Power draw chart</source>
        <translation>功耗图表</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Memory per card chart</source>
        <translation>每卡显存图</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Speed chart (tokens/s or hours)</source>
        <translation>速度图（token/s 或小时）</translation>
    </message>
    <message>
        <source>The chart to show</source>
        <translation>要显示的图表</translation>
    </message>
    <message>
        <source>Workload's first priority</source>
        <translation>工作负载的首要指标</translation>
    </message>
    <message>
        <source>The GPU figure the bars show</source>
        <translation>条形显示的 GPU 数据</translation>
    </message>
    <message>
        <source>GPU metric to chart</source>
        <translation>要绘制的 GPU 指标</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Save the chart shown as a PNG image</source>
        <translation>将显示的图表保存为 PNG 图像</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <source>Save the chart shown as an SVG drawing</source>
        <translation>将显示的图表保存为 SVG 矢量图</translation>
    </message>
    <message>
        <source>&amp;Chart:</source>
        <translation>图表(&amp;C)：</translation>
    </message>
    <message>
        <source>No build passes the inputs, and none is selected</source>
        <translation>没有配置符合输入条件，也没有选中的配置</translation>
    </message>
    <message>
        <source>This catalog has no priced workstations; looking for custom builds…</source>
        <translation>此产品目录没有带价格的工作站；正在寻找自定义配置…</translation>
    </message>
    <message>
        <source>This catalog has no workstations with prices</source>
        <translation>此产品目录没有带价格的工作站</translation>
    </message>
    <message>
        <source>{build} ({gpus})</source>
        <translation>{build}（{gpus}）</translation>
    </message>
    <message>
        <source>This catalog has no workstations to select</source>
        <translation>此产品目录没有可选的工作站</translation>
    </message>
    <message>
        <source>Select a workstation to see its power</source>
        <translation>选择一台工作站以查看其功耗</translation>
    </message>
    <message>
        <source>{build}: unknown GPU {name}</source>
        <translation>{build}：未知的 GPU {name}</translation>
    </message>
    <message>
        <source>That build is no longer on show.</source>
        <translation>该配置已不在显示之列。</translation>
    </message>
    <message>
        <source>{label} added to the comparison.</source>
        <translation>已将 {label} 加入对比。</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Add to compare</source>
        <translation>加入对比</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>The chart could not be saved to {path}: {reason}</source>
        <translation>无法将图表保存到 {path}：{reason}</translation>
    </message>
    <message>
        <source>Chart saved to {path}</source>
        <translation>图表已保存到 {path}</translation>
    </message>
</context>
<context>
    <name>ChassisFacts</name>
    <message>
        <source>chassis cell {cell!r}</source>
        <translation>选型指南机箱栏：{cell}</translation>
    </message>
    <message>
        <source>PSU {psu} ({cell})</source>
        <translation>电源 {psu}（{cell}）</translation>
    </message>
    <message>
        <source>Cooler: {cooler} ({gpu})</source>
        <translation>散热：{cooler}（{gpu}）</translation>
    </message>
    <message>
        <source>{note} ({cell})</source>
        <translation>{note}（{cell}）</translation>
    </message>
    <message>
        <source>Layout notes</source>
        <translation>布局说明</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Take every build out of the comparison</source>
        <translation>从对比中移除所有配置</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Take the build of the current column out of the comparison</source>
        <translation>从对比中移除当前列的配置</translation>
    </message>
    <message>
        <source>Quote these builds…</source>
        <translation>为这些配置报价…</translation>
    </message>
    <message>
        <source>A new quote with one option per compared build</source>
        <translation>新建报价单，每个对比的配置为一个方案</translation>
    </message>
    <message>
        <source>Compared builds</source>
        <translation>对比的配置</translation>
    </message>
    <message>
        <source>One column per build, one row per figure; ▲ marks the best of a row, ▼ the worst</source>
        <translation>每个配置一列，每项数据一行；▲ 标出该行最优，▼ 标出最差</translation>
    </message>
    <message>
        <source>The builds cannot be compared: {reason}</source>
        <translation>无法对比这些配置：{reason}</translation>
    </message>
    <message>
        <source>{n} of {most} added so far.</source>
        <translation>已添加 {n} 个（最多 {most} 个）。</translation>
    </message>
    <message>
        <source>{legend}  {illustrative}.</source>
        <translation>{legend}  {illustrative}。</translation>
    </message>
    <message>
        <source>Add 2 to 4 builds: right-click a workstation in the list, a point in a chart, or use Add to compare on the diagram.</source>
        <translation>请添加 2 到 4 个配置：在列表中右键单击工作站、在图表中右键单击某个点，或使用示意图上的“加入对比”。</translation>
    </message>
    <message>
        <source>{label}
Click to select this build; right-click to take it out of the comparison</source>
        <translation>{label}
单击选择此配置；右键单击将其从对比中移除</translation>
    </message>
    <message>
        <source>{row}: {value}</source>
        <translation>{row}：{value}</translation>
    </message>
    <message>
        <source>Ours, from the GPU table; the selection guide states another figure ({stated}), kept beside it.</source>
        <translation>本数值来自 GPU 规格表；选购指南给出的是另一个数值（{stated}），并列显示。</translation>
    </message>
    <message>
        <source>▲ best of the compared builds (higher is better)</source>
        <translation>▲ 所对比配置中最优（越高越好）</translation>
    </message>
    <message>
        <source>▲ best of the compared builds (lower is better)</source>
        <translation>▲ 所对比配置中最优（越低越好）</translation>
    </message>
    <message>
        <source>▼ worst of the compared builds (higher is better)</source>
        <translation>▼ 所对比配置中最差（越高越好）</translation>
    </message>
    <message>
        <source>▼ worst of the compared builds (lower is better)</source>
        <translation>▼ 所对比配置中最差（越低越好）</translation>
    </message>
    <message>
        <source>Removed {label} from the comparison</source>
        <translation>已将 {label} 从对比中移除</translation>
    </message>
    <message>
        <source>Select this build</source>
        <translation>选择此配置</translation>
    </message>
    <message>
        <source>Remove from comparison</source>
        <translation>从对比中移除</translation>
    </message>
    <message>
        <source>Clear the comparison</source>
        <translation>清空对比</translation>
    </message>
    <message>
        <source>The comparison is empty</source>
        <translation>对比已清空</translation>
    </message>
</context>
<context>
    <name>CostEfficiencyChart</name>
    <message>
        <source>price to be set</source>
        <translation>价格待定</translation>
    </message>
    <message>
        <source>tensor TFLOPS unknown</source>
        <translation>张量算力未知</translation>
    </message>
    <message>
        <source>memory unknown</source>
        <translation>显存未知</translation>
    </message>
    <message>
        <source>lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>{value} per {unit} (#{rank} of {total}, lower is better)</source>
        <translation>每 {unit} {value}（{total} 个中第 {rank} 名，越低越好）</translation>
    </message>
    <message>
        <source>Click to select · right-click to compare</source>
        <translation>单击选择 · 右键单击加入对比</translation>
    </message>
    <message>
        <source>Cost efficiency</source>
        <translation>性价比</translation>
    </message>
    <message>
        <source>No build to compare</source>
        <translation>没有可对比的配置</translation>
    </message>
    <message>
        <source>tensor TFLOPS</source>
        <translation>张量算力 TFLOPS</translation>
    </message>
    <message>
        <source>¥ per tensor TFLOPS</source>
        <translation>每张量算力 TFLOPS 价格（¥）</translation>
    </message>
    <message>
        <source>No build with a price and tensor TFLOPS</source>
        <translation>没有同时具备价格和张量算力的配置</translation>
    </message>
    <message>
        <source>¥ per GB of GPU memory</source>
        <translation>每 GB 显存价格（¥）</translation>
    </message>
    <message>
        <source>No build with a price and GPU memory</source>
        <translation>没有同时具备价格和显存数据的配置</translation>
    </message>
    <message>
        <source>The {n} cheapest per unit of {total} builds, and the selected build</source>
        <translation>{total} 个配置中单位价格最低的 {n} 个，以及所选配置</translation>
    </message>
    <message>
        <source>The {n} cheapest per unit of {total} builds</source>
        <translation>{total} 个配置中单位价格最低的 {n} 个</translation>
    </message>
    <message>
        <source>Not drawn: {items}</source>
        <translation>未绘制：{items}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{build} ({why})</source>
        <translation>{build}（{why}）</translation>
    </message>
    <message>
        <source>All prices {mark}</source>
        <translation>所有价格均为{mark}</translation>
    </message>
    <message>
        <source>※ illustrative price</source>
        <translation>※ 示意价格</translation>
    </message>
</context>
<context>
    <name>CustomModelDialog</name>
    <message>
        <source>{field}: “{text}” is not a number</source>
        <translation>{field}：“{text}”不是数字</translation>
    </message>
    <message>
        <source>{field}: must be more than 0, not {text}</source>
        <translation>{field}：必须大于 0，不能是 {text}</translation>
    </message>
    <message>
        <source>{field}: {text} is not a whole number</source>
        <translation>{field}：{text} 不是整数</translation>
    </message>
    <message>
        <source>{field}: {text} is too large</source>
        <translation>{field}：{text} 太大</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>每头维度</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 宽度</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Longest context</source>
        <translation>最长上下文</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数量</translation>
    </message>
    <message>
        <source>e.g. {example}</source>
        <translation>例如 {example}</translation>
    </message>
    <message>
        <source>default: the attention heads</source>
        <translation>默认：与注意力头数相同</translation>
    </message>
    <message>
        <source>default: hidden size / heads</source>
        <translation>默认：隐藏层维度 / 头数</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>default {value}</source>
        <translation>默认 {value}</translation>
    </message>
    <message>
        <source>default {value} tokens</source>
        <translation>默认 {value} 词元</translation>
    </message>
    <message>
        <source>mixture of experts only</source>
        <translation>仅限混合专家（MoE）模型</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>A decoder transformer given by its figures, as its config.json states them (* required). Counts may be typed as 13e9, 13,000,000,000 or 13B (K, M, B, T).</source>
        <translation>按 config.json 中的数值给出的解码器 Transformer（* 为必填）。数量可写作 13e9、13,000,000,000 或 13B（K、M、B、T）。</translation>
    </message>
    <message>
        <source>{field}: required</source>
        <translation>{field}：必填</translation>
    </message>
    <message>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <source>more than the parameters</source>
        <translation>多于参数量</translation>
    </message>
    <message>
        <source>{kv} does not divide the {heads} attention heads</source>
        <translation>{kv} 不能整除 {heads} 个注意力头</translation>
    </message>
</context>
<context>
    <name>DataQualityView</name>
    <message>
        <source>All severities</source>
        <translation>全部严重程度</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Show the findings of one severity</source>
        <translation>只显示某一严重程度的问题</translation>
    </message>
    <message>
        <source>Filter findings, e.g. 1.10 or RTX2080S</source>
        <translation>筛选问题，例如 1.10 或 RTX2080S</translation>
    </message>
    <message>
        <source>Filter findings</source>
        <translation>筛选问题</translation>
    </message>
    <message>
        <source>Data-quality findings</source>
        <translation>数据质量问题</translation>
    </message>
    <message>
        <source>Number of findings</source>
        <translation>问题数量</translation>
    </message>
    <message>
        <source>Selected finding</source>
        <translation>所选问题</translation>
    </message>
    <message>
        <source>Lint failed: {reason}</source>
        <translation>数据检查失败：{reason}</translation>
    </message>
    <message>
        <source>{findings}: {errors}, {warnings}, {info} info</source>
        <translation>{findings}：{errors}，{warnings}，{info} 条提示</translation>
    </message>
    <message>
        <source>1 finding</source>
        <translation>1 个问题</translation>
    </message>
    <message>
        <source>{n} findings</source>
        <translation>{n} 个问题</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 个错误</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} 个错误</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 个警告</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} 个警告</translation>
    </message>
    <message>
        <source>No findings in this catalog</source>
        <translation>此产品目录没有发现问题</translation>
    </message>
    <message>
        <source>{summary} — {shown} shown</source>
        <translation>{summary} — 显示 {shown} 条</translation>
    </message>
    <message>
        <source>Select a finding to read it in full; a finding about a SKU also selects that SKU (its chassis diagram).</source>
        <translation>选择一个问题以查看全文；关于某型号的问题还会选中该型号（显示其机箱示意图）。</translation>
    </message>
</context>
<context>
    <name>DiagramPanel</name>
    <message>
        <source>+ Add</source>
        <translation>+ 添加</translation>
    </message>
    <message>
        <source>Add a card of this GPU in the top free slot (Insert)</source>
        <translation>在最上方的空闲插槽添加一张此 GPU 卡（Insert）</translation>
    </message>
    <message>
        <source>− Remove</source>
        <translation>− 移除</translation>
    </message>
    <message>
        <source>Remove the selected card (Delete)</source>
        <translation>移除所选的卡（Delete）</translation>
    </message>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <source>Export the diagram as a PNG image</source>
        <translation>将示意图导出为 PNG 图像</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <source>Export SVG</source>
        <translation>导出 SVG</translation>
    </message>
    <message>
        <source>Export the diagram as an SVG (vector) image</source>
        <translation>将示意图导出为 SVG（矢量）图像</translation>
    </message>
    <message>
        <source>Add to compare</source>
        <translation>加入对比</translation>
    </message>
    <message>
        <source>Add to compare: put the build shown beside others in the Compare tab (at most 4; Ctrl+Shift+C)</source>
        <translation>加入对比：在“对比”标签页中将当前配置与其他配置并列（最多 4 个；Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Focus on the diagram</source>
        <translation>专注于示意图</translation>
    </message>
    <message>
        <source>Give the diagram the whole window (Ctrl+Shift+F; Esc leaves)</source>
        <translation>让示意图占满整个窗口（Ctrl+Shift+F；Esc 退出）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>No diagram: {reason}</source>
        <translation>无示意图：{reason}</translation>
    </message>
    <message>
        <source>Verdicts ({e} ✖, {w} ▲)</source>
        <translation>检查结论（{e} ✖，{w} ▲）</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Cards of this GPU</source>
        <translation>此 GPU 的卡数</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>ca&amp;rds</source>
        <translation>卡数(&amp;R)</translation>
    </message>
    <message>
        <source>Diagram side panel</source>
        <translation>示意图侧栏</translation>
    </message>
    <message>
        <source>no comparison to add to</source>
        <translation>没有可加入的对比</translation>
    </message>
    <message>
        <source>Added the build shown to the comparison</source>
        <translation>已将当前配置加入对比</translation>
    </message>
    <message>
        <source>move card {card} to PCIe {slot}</source>
        <translation>将卡 {card} 移到 PCIe {slot}</translation>
    </message>
    <message>
        <source>move card {card} to opening {opening}</source>
        <translation>将卡 {card} 移到开口 {opening}</translation>
    </message>
    <message>
        <source>PCIe {n} holds card {c}: drop on an empty slot, or move that card first</source>
        <translation>PCIe {n} 已插有卡 {c}：请放到空插槽，或先移走那张卡</translation>
    </message>
    <message>
        <source>add {model} in PCIe {slot}</source>
        <translation>在 PCIe {slot} 添加 {model}</translation>
    </message>
    <message>
        <source>add {model} at opening {opening}</source>
        <translation>在开口 {opening} 添加 {model}</translation>
    </message>
    <message>
        <source>add {model}</source>
        <translation>添加 {model}</translation>
    </message>
    <message>
        <source>remove card {card} ({model})</source>
        <translation>移除卡 {card}（{model}）</translation>
    </message>
    <message>
        <source>select a card to remove (click it, or Tab to it)</source>
        <translation>请选择要移除的卡（单击它，或按 Tab 切换到它）</translation>
    </message>
    <message>
        <source>Export diagram</source>
        <translation>导出示意图</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>{path} is a folder: choose a file name</source>
        <translation>{path} 是文件夹：请选择文件名</translation>
    </message>
    <message>
        <source>The folder {path} does not exist</source>
        <translation>文件夹 {path} 不存在</translation>
    </message>
    <message>
        <source>The diagram could not be exported: {reason}</source>
        <translation>示意图无法导出：{reason}</translation>
    </message>
    <message>
        <source>Diagram exported to {path}</source>
        <translation>示意图已导出到 {path}</translation>
    </message>
</context>
<context>
    <name>DiagramView</name>
    <message>
        <source>Chassis diagram</source>
        <translation>机箱示意图</translation>
    </message>
    <message>
        <source>No build is drawn.</source>
        <translation>未绘制配置。</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Rigwright — unexpected error</source>
        <translation>Rigwright — 意外错误</translation>
    </message>
    <message>
        <source>Something went wrong and the last action was not finished. Rigwright keeps running and shows the inputs and builds it holds; your quotes are kept.</source>
        <translation>出错了，上一个操作没有完成。Rigwright 仍在运行，并显示它保存的输入和配置；您的报价单都已保留。</translation>
    </message>
    <message>
        <source>Reason: {reason}</source>
        <translation>原因：{reason}</translation>
    </message>
    <message>
        <source>This happened {count} times.</source>
        <translation>此错误已发生 {count} 次。</translation>
    </message>
    <message>
        <source>The details are in the log folder: {folder}</source>
        <translation>详细信息在日志文件夹中：{folder}</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>复制详细信息(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the error's details and the versions, to send to support</source>
        <translation>复制错误的详细信息和版本，以便发送给技术支持</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>打开日志文件夹(&amp;L)</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>stated total</source>
        <translation>标称总量</translation>
    </message>
    <message>
        <source>rounding</source>
        <translation>舍入</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>规律</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>code</source>
        <translation>型号代码</translation>
    </message>
    <message>
        <source>scale table</source>
        <translation>规模表</translation>
    </message>
    <message>
        <source>class range</source>
        <translation>机型级别范围</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>说法</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>参考资料</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Stated</source>
        <translation>所印数值</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>应为</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>The figure or text as the catalog states it</source>
        <translation>产品目录所写的数值或文字</translation>
    </message>
    <message>
        <source>What it should be by the rule</source>
        <translation>按规则应有的值</translation>
    </message>
    <message>
        <source>The kind of problem</source>
        <translation>问题类型</translation>
    </message>
    <message>
        <source>Why: {why}</source>
        <translation>原因：{why}</translation>
    </message>
</context>
<context>
    <name>FirstCatalog</name>
    <message>
        <source>current — current-generation GPUs, parts and prices (recommended)</source>
        <translation>current — 当代 GPU、部件与价格（推荐）</translation>
    </message>
    <message>
        <source>seed-2020 — the 2020 selection guide, exactly as printed</source>
        <translation>seed-2020 — 2020 年选型指南，完全按原文</translation>
    </message>
    <message>
        <source>{name} — your own catalog</source>
        <translation>{name} — 您自己的产品目录</translation>
    </message>
    <message>
        <source>Choose a catalog</source>
        <translation>选择产品目录</translation>
    </message>
    <message>
        <source>Which catalog should Rigwright open? You can switch at any time with the catalog list at the top of the inputs; this one opens at every start.</source>
        <translation>Rigwright 应打开哪个产品目录？您可以随时通过输入区顶部的产品目录列表切换；此处所选的目录会在每次启动时打开。</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
</context>
<context>
    <name>FitColumn</name>
    <message>
        <source>data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>FSDP sharding</source>
        <translation>FSDP 分片</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>1 × {memory} GB</source>
        <translation>1 × {memory} GB</translation>
    </message>
    <message>
        <source>{count} × {memory} GB, {how}</source>
        <translation>{count} × {memory} GB，{how}</translation>
    </message>
    <message>
        <source>{fit}, activation checkpointing</source>
        <translation>{fit}，启用激活检查点</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>装不下</translation>
    </message>
    <message>
        <source>does not fit: needs {need} × {gpu}, has {has}</source>
        <translation>装不下：需要 {need} × {gpu}，本机只有 {has} 张</translation>
    </message>
</context>
<context>
    <name>GpuDetailView</name>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>张量核心</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16 半精度</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32 单精度</translation>
    </message>
    <message>
        <source>Board power</source>
        <translation>板卡功耗</translation>
    </message>
    <message>
        <source>Slot width</source>
        <translation>槽位宽度</translation>
    </message>
    <message>
        <source>Cooler</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>供电接口</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Launch MSRP</source>
        <translation>首发建议零售价</translation>
    </message>
    <message>
        <source>Launch date</source>
        <translation>发布日期</translation>
    </message>
    <message>
        <source>1 slot</source>
        <translation>1 槽</translation>
    </message>
    <message>
        <source>{n} slots</source>
        <translation>{n} 槽</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>支持</translation>
    </message>
    <message>
        <source>no</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>GPU details</source>
        <translation>GPU 详情</translation>
    </message>
    <message>
        <source>Select a GPU in the table or the ranked list to see its figures, physical facts and their sources.</source>
        <translation>在表格或排名列表中选择一个 GPU，即可查看其性能数据、物理参数及其来源。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>also printed as {aliases}</source>
        <translation>也印作 {aliases}</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>性能数据</translation>
    </message>
    <message>
        <source>no source gives it</source>
        <translation>无来源提供</translation>
    </message>
    <message>
        <source>The figures as the {catalog} catalog prints them.</source>
        <translation>数据按 {catalog} 产品目录所印。</translation>
    </message>
    <message>
        <source>definition not stated</source>
        <translation>未说明定义</translation>
    </message>
    <message>
        <source>Tensor TFLOPS of this catalog: {definition}</source>
        <translation>本产品目录的张量算力 TFLOPS：{definition}</translation>
    </message>
    <message>
        <source>Physical facts</source>
        <translation>物理参数</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Reference row: {reference}</source>
        <translation>参考行：{reference}</translation>
    </message>
    <message>
        <source>Data quality ({n})</source>
        <translation>数据质量（{n}）</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>GpuPalette</name>
    <message>
        <source>GPU palette</source>
        <translation>GPU 列表</translation>
    </message>
    <message>
        <source>{gpu}: drag onto a slot, or press Enter to add it to the top free slot</source>
        <translation>{gpu}：拖到插槽上，或按 Enter 添加到最上方的空闲插槽</translation>
    </message>
</context>
<context>
    <name>GpuRankingView</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>容纳</translation>
    </message>
    <message>
        <source>GPUs ranked for this workload</source>
        <translation>按此工作负载排名的 GPU</translation>
    </message>
    <message>
        <source>Recommended for this workload</source>
        <translation>推荐用于此工作负载</translation>
    </message>
</context>
<context>
    <name>GpuTableModel</name>
    <message>
        <source>{confidence} (reference column {column})</source>
        <translation>{confidence}（参考列 {column}）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>CUDA
cores</source>
        <translation>CUDA
核心</translation>
    </message>
    <message>
        <source>Tensor
cores</source>
        <translation>张量
核心</translation>
    </message>
    <message>
        <source>Memory
GB</source>
        <translation>显存
GB</translation>
    </message>
    <message>
        <source>Bandwidth
GB/s</source>
        <translation>显存带宽
GB/s</translation>
    </message>
    <message>
        <source>Tensor
TFLOPS</source>
        <translation>张量算力
TFLOPS</translation>
    </message>
    <message>
        <source>FP16
TFLOPS</source>
        <translation>FP16 半精度
TFLOPS</translation>
    </message>
    <message>
        <source>FP32
TFLOPS</source>
        <translation>FP32 单精度
TFLOPS</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Score of the GPU for the current workload profile (0-100)</source>
        <translation>该 GPU 在当前工作负载下的得分（0-100）</translation>
    </message>
    <message>
        <source>Tensor TFLOPS of this catalog: {definition}</source>
        <translation>本产品目录的张量算力 TFLOPS：{definition}</translation>
    </message>
    <message>
        <source>definition not stated</source>
        <translation>未说明定义</translation>
    </message>
    <message>
        <source>{name}: recommended for the current workload</source>
        <translation>{name}：推荐用于当前工作负载</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{name}: unknown (no source gives it)</source>
        <translation>{name}：未知（无来源提供）</translation>
    </message>
    <message>
        <source>Source: {how}</source>
        <translation>来源：{how}</translation>
    </message>
</context>
<context>
    <name>GpuTableView</name>
    <message>
        <source>Filter GPUs by name, e.g. RTX</source>
        <translation>按名称筛选 GPU，例如 RTX</translation>
    </message>
    <message>
        <source>Filter GPUs</source>
        <translation>筛选 GPU</translation>
    </message>
    <message>
        <source>GPU spec table</source>
        <translation>GPU 规格表</translation>
    </message>
</context>
<context>
    <name>GuideBar</name>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Pick the customer's workload on the left, then the budget (CNY), the model scale or least GPU memory and the GPU count.</source>
        <translation>在左侧选择客户的工作负载，再填写预算（人民币）、模型规模或最低显存，以及 GPU 数量。</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>The GPUs and workstations ranked for that workload, with the reasons; select the workstation to offer.</source>
        <translation>按该工作负载排序的 GPU 和工作站，并附理由；选中要向客户推荐的工作站。</translation>
    </message>
    <message>
        <source>Configure</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Adjust the build on the chassis diagram (add, move or remove cards); the rule check says at once what fits and what to change.</source>
        <translation>在机箱示意图上调整配置（添加、移动或移除显卡）；规则检查会立即指出哪些可行、需要改什么。</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Add the build to a quote (File ▸ Add to quote, Ctrl+Shift+A) and export the PDF in Chinese or English (Ctrl+E).</source>
        <translation>把配置加入报价单（文件 ▸ 加入报价单，Ctrl+Shift+A），并导出中文或英文 PDF（Ctrl+E）。</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>第 {n} 步，共 {total} 步</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>跳过引导</translation>
    </message>
    <message>
        <source>Getting started guide</source>
        <translation>入门引导</translation>
    </message>
</context>
<context>
    <name>HelpDock</name>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Detach the help</source>
        <translation>分离帮助窗口</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>关闭帮助</translation>
    </message>
    <message>
        <source>Show or hide the help (F1 opens the topic of the focused field)</source>
        <translation>显示或隐藏帮助（F1 打开当前焦点所在项的主题）</translation>
    </message>
</context>
<context>
    <name>HelpPanel</name>
    <message>
        <source>Getting started and pages</source>
        <translation>入门与页面</translation>
    </message>
    <message>
        <source>Workload profiles</source>
        <translation>工作负载配置</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Filter topics</source>
        <translation>筛选主题</translation>
    </message>
    <message>
        <source>Filter help topics</source>
        <translation>筛选帮助主题</translation>
    </message>
    <message>
        <source>Type words to find a topic; Down moves to the list, Enter opens the first match</source>
        <translation>输入文字查找主题；按 Down 移到列表，按 Enter 打开第一个匹配项</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Back to the previous topic (Alt+Left)</source>
        <translation>返回上一个主题（Alt+Left）</translation>
    </message>
    <message>
        <source>Help topics</source>
        <translation>帮助主题</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>帮助内容</translation>
    </message>
    <message>
        <source>The help could not be read: {reason}</source>
        <translation>无法读取帮助：{reason}</translation>
    </message>
    <message>
        <source>There is no help on “{topic}” yet.</source>
        <translation>暂无关于“{topic}”的帮助。</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>另请参阅</translation>
    </message>
    <message>
        <source>{name}: {weight}</source>
        <translation>{name}：{weight}</translation>
    </message>
    <message>
        <source>Weights derived from the seed guide, heaviest first (Metric weights can change them):</source>
        <translation>取自选购指南的权重，从高到低（可在“指标权重”中修改）：</translation>
    </message>
    <message>
        <source>The seed's priority line as printed: {line}</source>
        <translation>选购指南印出的优先级：{line}</translation>
    </message>
    <message>
        <source>Multi-GPU scaling assumed: {percent} % of the throughput kept per doubling of the GPU count.</source>
        <translation>多 GPU 扩展假设：GPU 数量每翻一倍，保留 {percent} % 的吞吐量。</translation>
    </message>
    <message>
        <source>Weight of this metric in each workload profile (derived from the seed guide):</source>
        <translation>此指标在各工作负载配置中的权重（取自选购指南）：</translation>
    </message>
    <message>
        <source>No workload profile weights this metric: it is shown for reference.</source>
        <translation>没有工作负载配置为此指标设置权重：它仅供参考。</translation>
    </message>
</context>
<context>
    <name>HistoryExporter</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>{name}: the extension {extension} is not one the history can be written as; choose .csv or .xlsx.</source>
        <translation>{name}：报价单历史不能导出为扩展名 {extension} 的文件；请选择 .csv 或 .xlsx。</translation>
    </message>
    <message>
        <source>Export quote history</source>
        <translation>导出报价单历史</translation>
    </message>
    <message>
        <source>The quote history could not be exported: {reason}.</source>
        <translation>无法导出报价单历史：{reason}。</translation>
    </message>
    <message>
        <source>The history is written to {path}, but these revisions cannot be priced now and have no totals:
{problems}</source>
        <translation>报价单历史已写入 {path}，但以下版本目前无法计价，没有总价：
{problems}</translation>
    </message>
</context>
<context>
    <name>LineTableModel</name>
    <message>
        <source>Internal: never printed, hidden in presenter mode</source>
        <translation>内部数据：从不打印，演示模式下隐藏</translation>
    </message>
    <message>
        <source>A percent ("5%") or an amount in yuan ("500")</source>
        <translation>百分比（“5%”）或以元计的金额（“500”）</translation>
    </message>
    <message>
        <source>to be set</source>
        <translation>待定</translation>
    </message>
    <message>
        <source>The build's price is to be set: enter its unit price</source>
        <translation>该配置的价格待定：请输入其单价</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Rigwright — deep-learning workstation configurator</source>
        <translation>Rigwright — 深度学习工作站配置器</translation>
    </message>
    <message>
        <source>Custom weights: the ranking no longer follows the seed guide. Use “Reset to seed” to go back.</source>
        <translation>自定义权重：排名不再遵循选型指南。使用“恢复选型指南权重”可返回。</translation>
    </message>
    <message>
        <source>GPUs for this workload</source>
        <translation>适合此工作负载的 GPU</translation>
    </message>
    <message>
        <source>Internal cost, margin, discount limits, internal fields and the quote history are hidden (View ▸ Presenter mode)</source>
        <translation>已隐藏内部成本、毛利、折扣上限、内部字段和报价单历史（视图 ▸ 演示模式）</translation>
    </message>
    <message>
        <source>Quote lan&amp;guage</source>
        <translation>报价单语言(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Export quote PDF…</source>
        <translation>导出报价单 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Add to &amp;comparison</source>
        <translation>添加到对比(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Vendor profile…</source>
        <translation>供应商信息(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Presenter mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;resent</source>
        <translation>全屏演示(&amp;R)</translation>
    </message>
    <message>
        <source>The recommendation full screen for the customer</source>
        <translation>全屏向客户展示推荐的工作站</translation>
    </message>
    <message>
        <source>&amp;Configure</source>
        <translation>配置(&amp;C)</translation>
    </message>
    <message>
        <source>Q&amp;uotes</source>
        <translation>报价单(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help on this</source>
        <translation>关于此处的帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Getting started guide</source>
        <translation>入门引导(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;About Rigwright</source>
        <translation>关于 Rigwright(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Focus on the diagram</source>
        <translation>专注于示意图(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Undo {change}</source>
        <translation>撤销(&amp;U) {change}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo {change}</source>
        <translation>重做(&amp;R) {change}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Custom builds: {n} candidate builds need prices for {k} item(s) ({items}); import a price list (File ▸ Import catalog or price list…) to include them</source>
        <translation>自定义配置：{n} 个候选配置需要为 {k} 项设定价格（{items}）；导入价目表（文件 ▸ 导入产品目录或价目表…）即可纳入</translation>
    </message>
    <message>
        <source>1 GPU ranked</source>
        <translation>已排名 1 个 GPU</translation>
    </message>
    <message>
        <source>{n} GPUs ranked</source>
        <translation>已排名 {n} 个 GPU</translation>
    </message>
    <message>
        <source>{workload}: {ranked}, {fit}</source>
        <translation>{workload}：{ranked}，{fit}</translation>
    </message>
    <message>
        <source>Export the open quote as a PDF (Ctrl+E)</source>
        <translation>将打开的报价单导出为 PDF（Ctrl+E）</translation>
    </message>
    <message>
        <source>Export a quote PDF for the selected workstation (Ctrl+E)</source>
        <translation>为所选工作站导出报价单 PDF（Ctrl+E）</translation>
    </message>
    <message>
        <source>Workstations (SKUs) — searching custom builds…</source>
        <translation>工作站（型号）— 正在搜索自定义配置…</translation>
    </message>
    <message>
        <source>Workstations (SKUs) — custom build search failed: {reason}</source>
        <translation>工作站（型号）— 自定义配置搜索失败：{reason}</translation>
    </message>
    <message>
        <source>Workstations (SKUs) — no custom builds: some parts have no price (see the notes above)</source>
        <translation>工作站（型号）— 无自定义配置：部分部件没有价格（见上方说明）</translation>
    </message>
    <message>
        <source>Workstations (SKUs) + 1 custom build (✚)</source>
        <translation>工作站（型号）+ 1 个自定义配置（✚）</translation>
    </message>
    <message>
        <source>Workstations (SKUs) + {n} custom builds (✚)</source>
        <translation>工作站（型号）+ {n} 个自定义配置（✚）</translation>
    </message>
    <message>
        <source>Workstations (SKUs)</source>
        <translation>工作站（型号）</translation>
    </message>
    <message>
        <source>Another launch asked for {asked}: this window stays in {current}. Change it in View ▸ Language.</source>
        <translation>另一次启动要求使用{asked}：此窗口保持{current}。可在“视图 ▸ 语言”中更改。</translation>
    </message>
    <message>
        <source>Chassis diagram</source>
        <translation>机箱示意图</translation>
    </message>
    <message>
        <source>Workload inputs</source>
        <translation>工作负载输入</translation>
    </message>
    <message>
        <source>Build details</source>
        <translation>配置详情</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>GPU spec table</source>
        <translation>GPU 规格表</translation>
    </message>
    <message>
        <source>Data quality</source>
        <translation>数据质量</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Rule check</source>
        <translation>规则检查</translation>
    </message>
    <message>
        <source>● Presenter mode</source>
        <translation>● 演示模式</translation>
    </message>
    <message>
        <source>Add to quote</source>
        <translation>添加到报价单</translation>
    </message>
    <message>
        <source>Add the selected workstation (SKU, changed or custom build) to the open quote as an option, or start a quote with it (Ctrl+Shift+A)</source>
        <translation>将所选工作站（型号、修改后的配置或自定义配置）作为一个方案添加到打开的报价单，或以它新建报价单（Ctrl+Shift+A）</translation>
    </message>
    <message>
        <source>Add the build the diagram shows to the Compare tab (Ctrl+Shift+C)</source>
        <translation>将示意图所示的配置添加到“对比”选项卡（Ctrl+Shift+C）</translation>
    </message>
    <message>
        <source>Hide internal cost, margin and discount limits everywhere (Ctrl+Shift+P)</source>
        <translation>在所有位置隐藏内部成本、毛利和折扣上限（Ctrl+Shift+P）</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Add &amp;to quote</source>
        <translation>添加到报价单(&amp;T)</translation>
    </message>
    <message>
        <source>Workloads, workstations and builds (Ctrl+1)</source>
        <translation>工作负载、工作站和配置（Ctrl+1）</translation>
    </message>
    <message>
        <source>The quote history and the quote editor (Ctrl+2)</source>
        <translation>报价单历史和报价单编辑器（Ctrl+2）</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Explain the metric, workload, rule or screen that has the focus (F1)</source>
        <translation>解释当前焦点所在的指标、工作负载、规则或界面（F1）</translation>
    </message>
    <message>
        <source>Give the chassis diagram the whole window (Ctrl+Shift+F; Esc goes back)</source>
        <translation>让机箱示意图占满整个窗口（Ctrl+Shift+F；按 Esc 返回）</translation>
    </message>
    <message>
        <source>the catalog has no workstations</source>
        <translation>产品目录中没有工作站</translation>
    </message>
    <message>
        <source>no workstation fits</source>
        <translation>没有符合的工作站</translation>
    </message>
    <message>
        <source>1 workstation fits</source>
        <translation>1 台工作站符合</translation>
    </message>
    <message>
        <source>{n} workstations fit</source>
        <translation>{n} 台工作站符合</translation>
    </message>
    <message>
        <source>The translations for {language} could not be loaded: the window stays in English.</source>
        <translation>无法加载{language}的翻译：窗口仍显示英文。</translation>
    </message>
    <message>
        <source>Select a workstation (or open a quote) to export a quote</source>
        <translation>请选择一台工作站（或打开一份报价单）以导出报价单</translation>
    </message>
    <message>
        <source>Export quote PDF</source>
        <translation>导出报价单 PDF</translation>
    </message>
    <message>
        <source>Added to the comparison ({n} of {most})</source>
        <translation>已添加到对比（{n}/{most}）</translation>
    </message>
    <message>
        <source>Quote these builds</source>
        <translation>为这些配置报价</translation>
    </message>
    <message>
        <source>The budget is not valid ({reason}): correct or clear it first.</source>
        <translation>预算无效（{reason}）：请先更正或清除。</translation>
    </message>
</context>
<context>
    <name>Market</name>
    <message>
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Taiwan</source>
        <translation>台湾</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>International</source>
        <translation>国际</translation>
    </message>
</context>
<context>
    <name>MarketCombo</name>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>The market the builds are sold in: items not sold there are never recommended, built or proposed</source>
        <translation>配置销售所在的市场：在该市场不销售的配件不会被推荐、配置或建议</translation>
    </message>
</context>
<context>
    <name>MemoryPerCardChart</name>
    <message>
        <source>Choose a model in the Model sizing group to see what each card holds</source>
        <translation>在“模型容量估算”中选择一个模型，即可查看每张卡需容纳的显存</translation>
    </message>
    <message>
        <source>Memory per card</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>GB per card (10⁹ bytes)</source>
        <translation>每卡 GB（10⁹ 字节）</translation>
    </message>
    <message>
        <source>{label}: {held} of {usable} GB usable</source>
        <translation>{label}：{held} GB / 可用 {usable} GB</translation>
    </message>
    <message>
        <source>{label}: does not fit, {held} GB a card, {usable} GB usable</source>
        <translation>{label}：放不下，每卡需 {held} GB，可用 {usable} GB</translation>
    </message>
    <message>
        <source>usable memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>Memory per card: {model} in {precision}</source>
        <translation>每卡显存：{model}（{precision}）</translation>
    </message>
    <message>
        <source>The job needs {need} GB on one card; usable: printed GiB less {reserve} % (driver, CUDA context); at most {cards} cards (the catalog's largest box)</source>
        <translation>单卡运行需 {need} GB；可用：标称 GiB 减去 {reserve}%（驱动、CUDA 上下文）；最多 {cards} 张卡（产品目录中最大的机箱）</translation>
    </message>
</context>
<context>
    <name>MessageArea</name>
    <message>
        <source>{name} already exists. Replace it?</source>
        <translation>{name} 已存在。要替换吗？</translation>
    </message>
</context>
<context>
    <name>MetricChart</name>
    <message>
        <source>{metric}: {figure}</source>
        <translation>{metric}：{figure}</translation>
    </message>
    <message>
        <source>not in the seed's tiers</source>
        <translation>不在选购指南的梯队中</translation>
    </message>
    <message>
        <source>tier {tier} of {count} in the seed's {table} table</source>
        <translation>选购指南 {table} 表 {count} 个梯队中的第 {tier} 梯队</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>not recommended</source>
        <translation>未推荐</translation>
    </message>
    <message>
        <source>in the selected build</source>
        <translation>在所选配置中</translation>
    </message>
</context>
<context>
    <name>OptionPage</name>
    <message>
        <source>T&amp;itle</source>
        <translation>标题(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>工作负载(&amp;W)</translation>
    </message>
    <message>
        <source>Option di&amp;scount</source>
        <translation>方案折扣(&amp;S)</translation>
    </message>
    <message>
        <source>As the workstation's</source>
        <translation>沿用工作站的</translation>
    </message>
    <message>
        <source>e.g. 5% or 500</source>
        <translation>如 5% 或 500</translation>
    </message>
    <message>
        <source>Discount on the option's subtotal: "5%" or "500" (yuan)</source>
        <translation>方案小计的折扣：“5%”或“500”（元）</translation>
    </message>
    <message>
        <source>Lines of the option</source>
        <translation>方案明细行</translation>
    </message>
    <message>
        <source>Add extra</source>
        <translation>添加附加项</translation>
    </message>
    <message>
        <source>Remove line</source>
        <translation>删除行</translation>
    </message>
    <message>
        <source>Move the selected line up</source>
        <translation>将所选行上移</translation>
    </message>
    <message>
        <source>Move line up</source>
        <translation>上移行</translation>
    </message>
    <message>
        <source>Move the selected line down</source>
        <translation>将所选行下移</translation>
    </message>
    <message>
        <source>Move line down</source>
        <translation>下移行</translation>
    </message>
    <message>
        <source>Why this option fits the workload, one reason per line (optional: the PDF gives the selection guide's own reasons otherwise)</source>
        <translation>该方案适合此工作负载的理由，每行一条（可选：否则 PDF 采用选型指南自身的理由）</translation>
    </message>
    <message>
        <source>&amp;Reasons (one per line)</source>
        <translation>理由（每行一条）(&amp;R)</translation>
    </message>
</context>
<context>
    <name>PartsTableModel</name>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Assumed</source>
        <translation>假定</translation>
    </message>
    <message>
        <source>Price (CNY)</source>
        <translation>价格（CNY）</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>base power</source>
        <translation>基础功耗</translation>
    </message>
    <message>
        <source>max power</source>
        <translation>最大功耗</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>memory channels</source>
        <translation>内存通道</translation>
    </message>
    <message>
        <source>memory type</source>
        <translation>内存类型</translation>
    </message>
    <message>
        <source>memory max</source>
        <translation>最大内存</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>PSU count</source>
        <translation>电源数量</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>ATX version</source>
        <translation>ATX 版本</translation>
    </message>
    <message>
        <source>mains</source>
        <translation>市电</translation>
    </message>
    <message>
        <source>board</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>slot count</source>
        <translation>插槽数</translation>
    </message>
    <message>
        <source>x16 slots</source>
        <translation>x16 插槽</translation>
    </message>
    <message>
        <source>x8 slots</source>
        <translation>x8 插槽</translation>
    </message>
    <message>
        <source>slot map</source>
        <translation>插槽布局</translation>
    </message>
    <message>
        <source>slot pitch</source>
        <translation>插槽间距</translation>
    </message>
    <message>
        <source>max double-width GPUs</source>
        <translation>最多双槽 GPU</translation>
    </message>
    <message>
        <source>case expansion slots</source>
        <translation>机箱扩展槽位</translation>
    </message>
    <message>
        <source>max GPU length</source>
        <translation>最大 GPU 长度</translation>
    </message>
    <message>
        <source>max board form factor</source>
        <translation>最大主板规格</translation>
    </message>
    <message>
        <source>PSU bays</source>
        <translation>电源仓位</translation>
    </message>
    <message>
        <source>DIMM slots</source>
        <translation>内存插槽</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>modules</source>
        <translation>条</translation>
    </message>
    <message>
        <source>module size</source>
        <translation>单条容量</translation>
    </message>
    <message>
        <source>interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <source>form factor</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>base</source>
        <translation>基础</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>memory up to</source>
        <translation>内存最高</translation>
    </message>
    <message>
        <source>double-width GPUs</source>
        <translation>双槽 GPU</translation>
    </message>
    <message>
        <source>case slots</source>
        <translation>机箱槽位</translation>
    </message>
    <message>
        <source>lanes</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>channels</source>
        <translation>通道</translation>
    </message>
    <message>
        <source>units</source>
        <translation>个</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>个插槽</translation>
    </message>
    <message>
        <source>× slot width</source>
        <translation>× 槽位宽度</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>张卡</translation>
    </message>
    <message>
        <source>bays</source>
        <translation>个仓位</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>规格书</translation>
    </message>
    <message>
        <source>secondary</source>
        <translation>二手来源</translation>
    </message>
    <message>
        <source>datasheet-derived</source>
        <translation>由规格书推算</translation>
    </message>
    <message>
        <source>{name} — {family}</source>
        <translation>{name} — {family}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{confidence}: {source}</source>
        <translation>{confidence}：{source}</translation>
    </message>
    <message>
        <source>assumed: {note}</source>
        <translation>假定：{note}</translation>
    </message>
    <message>
        <source>no source gives it</source>
        <translation>无来源给出</translation>
    </message>
    <message>
        <source>{figure}: {value} ({why})</source>
        <translation>{figure}：{value}（{why}）</translation>
    </message>
    <message>
        <source>price: {price} — {basis}</source>
        <translation>价格：{price} — {basis}</translation>
    </message>
</context>
<context>
    <name>PartsView</name>
    <message>
        <source>All parts</source>
        <translation>全部部件</translation>
    </message>
    <message>
        <source>Kind of part</source>
        <translation>部件类别</translation>
    </message>
    <message>
        <source>Filter parts, e.g. Xeon or 2000 W</source>
        <translation>筛选部件，例如 Xeon 或 2000 W</translation>
    </message>
    <message>
        <source>Filter parts</source>
        <translation>筛选部件</translation>
    </message>
    <message>
        <source>Platform parts</source>
        <translation>平台部件</translation>
    </message>
    <message>
        <source>The catalog “{name}” has no platform parts: it sells whole workstations (its SKUs), and custom builds start from one of them. A catalog with parts (such as “current”) lists CPUs, boards, chassis, PSUs, memory and drives here.</source>
        <translation>产品目录“{name}”没有平台部件：它只销售整机工作站（其 SKU），自定义配置从其中一台出发。带部件的目录（例如“current”）会在此列出 CPU、主板、机箱、电源、内存和硬盘。</translation>
    </message>
    <message>
        <source>{n} parts; * marks an assumed figure (hover a row for sources and reasons); ※ an illustrative price; {unpriced} parts have no price yet (price to be set).</source>
        <translation>共 {n} 个部件；* 表示假定的数值（鼠标悬停在行上可查看来源与理由）；※ 表示示意价格；{unpriced} 个部件尚无价格（价格待定）。</translation>
    </message>
</context>
<context>
    <name>PowerDrawChart</name>
    <message>
        <source>unknown: not drawn</source>
        <translation>未知：未绘制</translation>
    </message>
    <message>
        <source>{value} — {why}</source>
        <translation>{value} — {why}</translation>
    </message>
    <message>
        <source>{value}: OVER {limit_text} ({limit}) by {over}</source>
        <translation>{value}：超出{limit_text}（{limit}）{over}</translation>
    </message>
    <message>
        <source>{value}: within {limit_text} ({limit})</source>
        <translation>{value}：在{limit_text}（{limit}）以内</translation>
    </message>
    <message>
        <source>the 80 % sustained limit of {rating} PSUs</source>
        <translation>{rating} 电源的 80% 持续功耗上限</translation>
    </message>
    <message>
        <source>PSU not stated: no limit to check</source>
        <translation>未注明电源：无上限可检查</translation>
    </message>
    <message>
        <source>the PSUs' 100 µs peak limit</source>
        <translation>电源的 100 µs 峰值上限</translation>
    </message>
    <message>
        <source>peak limit unknown (ATX version not stated)</source>
        <translation>峰值上限未知（未注明 ATX 版本）</translation>
    </message>
    <message>
        <source>circuit not set: set the site's circuit</source>
        <translation>未设置电路：请设置现场的电路</translation>
    </message>
    <message>
        <source>{circuit} usable</source>
        <translation>{circuit} 可用功率</translation>
    </message>
    <message>
        <source>limit unknown</source>
        <translation>上限未知</translation>
    </message>
    <message>
        <source>Sustained</source>
        <translation>持续</translation>
    </message>
    <message>
        <source>Peak (100 µs)</source>
        <translation>峰值（100 µs）</translation>
    </message>
    <message>
        <source>Wall, busiest circuit</source>
        <translation>墙插（负载最重的电路）</translation>
    </message>
    <message>
        <source>Select a workstation to see its power</source>
        <translation>选择一台工作站以查看其功耗</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>{name}: {status}</source>
        <translation>{name}：{status}</translation>
    </message>
    <message>
        <source>site {circuit}</source>
        <translation>现场 {circuit}</translation>
    </message>
    <message>
        <source>site circuit not set</source>
        <translation>未设置现场电路</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>PSU rating</source>
        <translation>电源额定功率</translation>
    </message>
    <message>
        <source>over</source>
        <translation>超限</translation>
    </message>
    <message>
        <source>Power — {build} · {site}</source>
        <translation>功耗 — {build} · {site}</translation>
    </message>
    <message>
        <source>Sustained: GPU board power + CPU + platform; peak: the GPUs' transients the PSUs must carry for 100 µs (ATX 3.x: 2× rating).</source>
        <translation>持续：GPU 板卡功耗 + CPU + 平台；峰值：电源须承受 100 µs 的 GPU 瞬态功耗（ATX 3.x：额定功率的 2 倍）。</translation>
    </message>
</context>
<context>
    <name>PresentCard</name>
    <message>
        <source>price on request</source>
        <translation>价格另行报价</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>{gpus}, {memory} GB GPU memory</source>
        <translation>{gpus}，显存共 {memory} GB</translation>
    </message>
    <message>
        <source>≈ {n} tokens/s</source>
        <translation>约 {n} tokens/s</translation>
    </message>
    <message>
        <source>≈ {n} h of training</source>
        <translation>训练约 {n} 小时</translation>
    </message>
    <message>
        <source>{metric}: {figure} in all</source>
        <translation>{metric}：合计 {figure}</translation>
    </message>
    <message>
        <source>{metric}: {figure} per card</source>
        <translation>{metric}：每卡 {figure}</translation>
    </message>
</context>
<context>
    <name>PresentView</name>
    <message>
        <source>Workload: {name}</source>
        <translation>工作负载：{name}</translation>
    </message>
    <message>
        <source>budget {amount}</source>
        <translation>预算 {amount}</translation>
    </message>
    <message>
        <source>No workstation fits these inputs: change them in the main window.</source>
        <translation>没有符合这些条件的工作站：请在主窗口中修改条件。</translation>
    </message>
    <message>
        <source>※ illustrative price</source>
        <translation>※ 示意价格</translation>
    </message>
    <message>
        <source>Prices in CNY: no exchange rate to {currency}.</source>
        <translation>价格以人民币 CNY 显示：没有换算为 {currency} 的汇率。</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
</context>
<context>
    <name>PricePerformanceChart</name>
    <message>
        <source>SKU</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>Throughput {value:.1f}: its GPUs' scores after multi-GPU scaling</source>
        <translation>吞吐量 {value:.1f}：其 GPU 得分经多 GPU 扩展折算后之和</translation>
    </message>
    <message>
        <source>({scale})</source>
        <translation>（{scale}）</translation>
    </message>
    <message>
        <source>Best for the money: no build within the inputs is cheaper and faster</source>
        <translation>最具性价比：符合输入条件的配置中没有更便宜且更快的</translation>
    </message>
    <message>
        <source>Does not pass the inputs (muted)</source>
        <translation>不符合输入条件（淡色显示）</translation>
    </message>
    <message>
        <source>Click to select · right-click to compare</source>
        <translation>单击选择 · 右键单击加入对比</translation>
    </message>
    <message>
        <source>Budget {price}</source>
        <translation>预算 {price}</translation>
    </message>
    <message>
        <source>Not placed: {items}</source>
        <translation>未标出：{items}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>{build} ({reason})</source>
        <translation>{build}（{reason}）</translation>
    </message>
    <message>
        <source>No build can be placed</source>
        <translation>没有可标出的配置</translation>
    </message>
    <message>
        <source>No build to place</source>
        <translation>没有要标出的配置</translation>
    </message>
    <message>
        <source>Price (CNY, log scale)</source>
        <translation>价格（CNY，对数刻度）</translation>
    </message>
    <message>
        <source>{budget}: below every build</source>
        <translation>{budget}：低于所有配置</translation>
    </message>
    <message>
        <source>{budget}: above every build</source>
        <translation>{budget}：高于所有配置</translation>
    </message>
    <message>
        <source>No build passes the inputs: no best-for-the-money line</source>
        <translation>没有配置符合输入条件：无最具性价比线</translation>
    </message>
    <message>
        <source>All prices {mark}, not quotes</source>
        <translation>所有价格均为{mark}，并非报价</translation>
    </message>
    <message>
        <source>Some prices {mark}: hover a point</source>
        <translation>部分价格为{mark}：将鼠标悬停在点上查看</translation>
    </message>
    <message>
        <source>Price vs throughput</source>
        <translation>价格与吞吐量</translation>
    </message>
    <message>
        <source>best for the money</source>
        <translation>最具性价比</translation>
    </message>
    <message>
        <source>outside the inputs</source>
        <translation>不符合输入条件</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>向左滚动</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>向右滚动</translation>
    </message>
</context>
<context>
    <name>QuoteEditor</name>
    <message>
        <source>No quote is open.

File ▸ New quote (Ctrl+N) starts one with the selected workstation; double-click a quote in the list to open it.</source>
        <translation>未打开报价单。

文件 ▸ 新建报价单（Ctrl+N）以所选工作站新建一份；双击列表中的报价单可将其打开。</translation>
    </message>
    <message>
        <source>An internal figure is refused: leave presenter mode (Ctrl+Shift+P) to correct it.</source>
        <translation>有一项内部数据未被接受：请退出演示模式（Ctrl+Shift+P）后更正。</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>单位成本</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>毛利率</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>公司</translation>
    </message>
    <message>
        <source>Contact</source>
        <translation>联系人</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>电话</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>电子邮箱</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <source>VAT %</source>
        <translation>增值税 %</translation>
    </message>
    <message>
        <source>Payment terms</source>
        <translation>付款条件</translation>
    </message>
    <message>
        <source>Delivery terms</source>
        <translation>交货条件</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>产品目录</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Option discount</source>
        <translation>方案折扣</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>明细行</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>draft</source>
        <translation>草稿</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <source>won</source>
        <translation>已成交</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>未成交</translation>
    </message>
    <message>
        <source>{typed} is not a whole number</source>
        <translation>{typed} 不是整数</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>{number} is not between 1 and {most}</source>
        <translation>{number} 不在 1 到 {most} 之间</translation>
    </message>
    <message>
        <source>{option}, row {row}, {field}: {reason}</source>
        <translation>{option}，第 {row} 行，{field}：{reason}</translation>
    </message>
    <message>
        <source>{option}, row {row}: {reason}</source>
        <translation>{option}，第 {row} 行：{reason}</translation>
    </message>
    <message>
        <source>{option}, {field} line {line}: {reason}</source>
        <translation>{option}，{field}第 {line} 行：{reason}</translation>
    </message>
    <message>
        <source>{option}, {field}: {reason}</source>
        <translation>{option}，{field}：{reason}</translation>
    </message>
    <message>
        <source>{option}: {reason}</source>
        <translation>{option}：{reason}</translation>
    </message>
    <message>
        <source>{field}: {reason}</source>
        <translation>{field}：{reason}</translation>
    </message>
    <message>
        <source>The build's price is to be set ({basis}): enter its unit price in the table.</source>
        <translation>该配置的价格待定（{basis}）：请在表格中输入其单价。</translation>
    </message>
    <message>
        <source>The build's price is to be set (no price): enter its unit price in the table.</source>
        <translation>该配置的价格待定（无价格）：请在表格中输入其单价。</translation>
    </message>
    <message>
        <source>The build's price {price} is derived from illustrative prices, not firm ones: check it and enter the price to quote before the quote is sent. Derived as: {basis}</source>
        <translation>该配置的价格 {price} 由示意价格推算，并非正式价格：发送报价单前请核对并输入报价价格。推算方式：{basis}</translation>
    </message>
    <message>
        <source>The build's price {price} is derived from illustrative prices, not firm ones: check it and enter the price to quote before the quote is sent.</source>
        <translation>该配置的价格 {price} 由示意价格推算，并非正式价格：发送报价单前请核对并输入报价价格。</translation>
    </message>
    <message>
        <source>Row {row}: discount {percent} % is above the {limit} % limit (needs approval)</source>
        <translation>第 {row} 行：折扣 {percent} % 超过 {limit} % 的上限（需审批）</translation>
    </message>
    <message>
        <source>Option discount {percent} % is above the {limit} % limit (needs approval)</source>
        <translation>方案折扣 {percent} % 超过 {limit} % 的上限（需审批）</translation>
    </message>
    <message>
        <source>Discounts together: {percent} % off the list amount, above the {limit} % limit (needs approval)</source>
        <translation>合计折扣：比标价金额低 {percent} %，超过 {limit} % 的上限（需审批）</translation>
    </message>
    <message>
        <source>Customer and terms</source>
        <translation>客户与条款</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>The language of the quote (the PDF, option titles, descriptions and capitals)</source>
        <translation>报价单的语言（PDF、方案标题、描述及大写金额）</translation>
    </message>
    <message>
        <source>Mar&amp;ket</source>
        <translation>市场(&amp;K)</translation>
    </message>
    <message>
        <source>The customer's market: the quote's currency and tax (mainland China CNY with 13 % VAT, Taiwan TWD with 5 % business tax, Hong Kong HKD and international USD without tax). Typed prices are converted with the dated exchange rate.</source>
        <translation>客户所在市场：决定报价的币种和税（中国大陆人民币，增值税 13 %；台湾新台币，营业税 5 %；香港港元与国际美元不计税）。已输入的价格按注明日期的汇率换算。</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>&amp;Company *</source>
        <translation>公司(&amp;C) *</translation>
    </message>
    <message>
        <source>C&amp;ontact</source>
        <translation>联系人(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Phone</source>
        <translation>电话(&amp;P)</translation>
    </message>
    <message>
        <source>E-&amp;mail</source>
        <translation>电子邮箱(&amp;M)</translation>
    </message>
    <message>
        <source>A&amp;ddress</source>
        <translation>地址(&amp;D)</translation>
    </message>
    <message>
        <source>Da&amp;te</source>
        <translation>日期(&amp;T)</translation>
    </message>
    <message>
        <source>Valid &amp;until</source>
        <translation>有效期至(&amp;U)</translation>
    </message>
    <message>
        <source>V&amp;AT</source>
        <translation>增值税(&amp;A)</translation>
    </message>
    <message>
        <source>Pa&amp;yment terms</source>
        <translation>付款条件(&amp;Y)</translation>
    </message>
    <message>
        <source>Delivery te&amp;rms</source>
        <translation>交货条件(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>备注(&amp;N)</translation>
    </message>
    <message>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <source>% on each option's discounted subtotal</source>
        <translation>%，按各方案折后小计计算</translation>
    </message>
    <message>
        <source>e.g. 30 % on order, 70 % on delivery</source>
        <translation>如：下单付 30 %，交货付 70 %</translation>
    </message>
    <message>
        <source>e.g. 4 weeks after order, delivered and installed on site</source>
        <translation>如：下单后 4 周，送货并上门安装</translation>
    </message>
    <message>
        <source>+ Option</source>
        <translation>+ 方案</translation>
    </message>
    <message>
        <source>Add an option to the quote</source>
        <translation>向报价单添加方案</translation>
    </message>
    <message>
        <source>With the selected workstation</source>
        <translation>使用所选工作站</translation>
    </message>
    <message>
        <source>Copy of this option</source>
        <translation>复制此方案</translation>
    </message>
    <message>
        <source>Remove option</source>
        <translation>删除方案</translation>
    </message>
    <message>
        <source>Options of the quote</source>
        <translation>报价单的方案</translation>
    </message>
    <message>
        <source>{number} R{revision} cannot be opened: {error}</source>
        <translation>无法打开 {number} R{revision}：{error}</translation>
    </message>
    <message>
        <source>The quote cannot be opened: {error}</source>
        <translation>无法打开该报价单：{error}</translation>
    </message>
    <message>
        <source>its date {day} is not between {first} and {last}</source>
        <translation>其日期 {day} 不在 {first} 到 {last} 之间</translation>
    </message>
    <message>
        <source>its validity {day} is not between {first} and {last}</source>
        <translation>其有效期 {day} 不在 {first} 到 {last} 之间</translation>
    </message>
    <message>
        <source>no quote is open</source>
        <translation>未打开报价单</translation>
    </message>
    <message>
        <source>Select a workstation (a SKU or a custom build) first.</source>
        <translation>请先选择一台工作站（型号或自定义配置）。</translation>
    </message>
    <message>
        <source>A quote has at most {n} options.</source>
        <translation>一份报价单最多有 {n} 个方案。</translation>
    </message>
    <message>
        <source>A quote has at least one option: add another before removing this one.</source>
        <translation>一份报价单至少有一个方案：请先添加另一个方案，再删除此方案。</translation>
    </message>
    <message>
        <source>Remove {option} and its line?</source>
        <translation>删除{option}及其明细行？</translation>
    </message>
    <message>
        <source>Remove {option} and its {n} lines?</source>
        <translation>删除{option}及其 {n} 个明细行？</translation>
    </message>
    <message>
        <source>Select the line to remove.</source>
        <translation>请选择要删除的行。</translation>
    </message>
    <message>
        <source>An option needs at least one line: add another line first, or remove the option.</source>
        <translation>一个方案至少需要一行：请先添加另一行，或删除该方案。</translation>
    </message>
    <message>
        <source>{name} cannot be opened: {error}</source>
        <translation>无法打开 {name}：{error}</translation>
    </message>
    <message>
        <source>must not be empty (a custom build or extra needs a price)</source>
        <translation>不能为空（自定义配置或附加项需要价格）</translation>
    </message>
    <message>
        <source>Blank line…</source>
        <translation>空白行…</translation>
    </message>
    <message>
        <source>{number} · R{revision} · {status} · {company}</source>
        <translation>{number} · R{revision} · {status} · {company}</translation>
    </message>
    <message>
        <source>New quote (not saved) · {status} · {company}</source>
        <translation>新报价单（未保存） · {status} · {company}</translation>
    </message>
    <message>
        <source>This revision is {status}: it is read-only, as the customer received it. Press Revise (in the tool bar above) to make a new revision you can change.</source>
        <translation>此版本的状态为“{status}”：它保持客户收到时的样子，只能查看。如需修改，请按上方工具栏中的“修订”生成可修改的新版本。</translation>
    </message>
    <message>
        <source>… and {n} more</source>
        <translation>… 另有 {n} 项</translation>
    </message>
    <message>
        <source>The totals use the last accepted value of each field marked.</source>
        <translation>合计仍按各标记字段上次接受的值计算。</translation>
    </message>
    <message>
        <source>Add custom build</source>
        <translation>添加自定义配置</translation>
    </message>
    <message>
        <source>Add changed build</source>
        <translation>添加修改后的配置</translation>
    </message>
    <message>
        <source>Add build</source>
        <translation>添加配置</translation>
    </message>
    <message>
        <source>Add SKU {number}</source>
        <translation>添加型号 {number}</translation>
    </message>
    <message>
        <source>Add SKU</source>
        <translation>添加型号</translation>
    </message>
    <message>
        <source>Add {code} as printed</source>
        <translation>按原样添加 {code}</translation>
    </message>
    <message>
        <source>Select a workstation in the configurator first</source>
        <translation>请先在配置器中选择一台工作站</translation>
    </message>
    <message>
        <source>The quote is from the catalog {name}; the configurator shows another</source>
        <translation>该报价单来自产品目录 {name}；配置器显示的是另一个</translation>
    </message>
    <message>
        <source>Add the configurator's changed or custom build (with its component list)</source>
        <translation>添加配置器中修改后的配置或自定义配置（含部件清单）</translation>
    </message>
    <message>
        <source>Change the selected build (or pick a custom build) to add it here</source>
        <translation>修改所选配置（或选择一个自定义配置）后即可在此添加</translation>
    </message>
    <message>
        <source>{number} R{revision} is {status}: it is read-only. Press Revise to make a new revision you can change.</source>
        <translation>{number} R{revision} 的状态为“{status}”，只能查看。请按“修订”生成可修改的新版本。</translation>
    </message>
</context>
<context>
    <name>QuoteHistory</name>
    <message>
        <source>Number</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Rev.</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>客户</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Search number, customer or contact</source>
        <translation>搜索编号、客户或联系人</translation>
    </message>
    <message>
        <source>Search quotes</source>
        <translation>搜索报价单</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>任意状态</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Date from</source>
        <translation>起始日期</translation>
    </message>
    <message>
        <source>Date to</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation>任意币种</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Only the quotes in this currency; the amounts are compared in it (a quote's amount is in its own currency)</source>
        <translation>仅显示此币种的报价单，金额按此币种比较（每份报价单的金额以其自身币种计）</translation>
    </message>
    <message>
        <source>Amount from</source>
        <translation>最低金额</translation>
    </message>
    <message>
        <source>Amount to</source>
        <translation>最高金额</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>Double-click a revision to open it</source>
        <translation>双击某个版本即可打开</translation>
    </message>
    <message>
        <source>Revisions of the selected quote</source>
        <translation>所选报价单的各版本</translation>
    </message>
    <message>
        <source>min</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>1 quote</source>
        <translation>1 份报价单</translation>
    </message>
    <message>
        <source>{n} quotes</source>
        <translation>{n} 份报价单</translation>
    </message>
    <message>
        <source>choose the currency the amounts are in</source>
        <translation>请选择金额所用的币种</translation>
    </message>
    <message>
        <source>the minimum {low} is above the maximum {high}</source>
        <translation>最低值 {low} 高于最高值 {high}</translation>
    </message>
    <message>
        <source>the start {start} is after the end {end}</source>
        <translation>起始日期 {start} 晚于截止日期 {end}</translation>
    </message>
    <message>
        <source>The quote history cannot be read: {error}</source>
        <translation>无法读取报价单历史：{error}</translation>
    </message>
    <message>
        <source>Revisions (select a quote)</source>
        <translation>版本（请选择一份报价单）</translation>
    </message>
    <message>
        <source>Revisions of {number}</source>
        <translation>{number} 的各版本</translation>
    </message>
    <message>
        <source>Revisions cannot be read: {error}</source>
        <translation>无法读取版本：{error}</translation>
    </message>
</context>
<context>
    <name>QuoteListModel</name>
    <message>
        <source>Each option's total incl. tax, in the quote's currency (options are alternatives: there is no quote total)</source>
        <translation>每个方案的含税总价，以报价单的币种计（各方案互为备选，没有整张报价单的总价）</translation>
    </message>
    <message>
        <source>1 option</source>
        <translation>1 个方案</translation>
    </message>
    <message>
        <source>{n} options</source>
        <translation>{n} 个方案</translation>
    </message>
    <message>
        <source>1 revision</source>
        <translation>1 个版本</translation>
    </message>
    <message>
        <source>{n} revisions</source>
        <translation>{n} 个版本</translation>
    </message>
    <message>
        <source>{options}, {lang}; {revisions}</source>
        <translation>{options}，{lang}；{revisions}</translation>
    </message>
    <message>
        <source>Options not priced: {reason}; the lowest total as saved is shown</source>
        <translation>方案无法计价：{reason}；显示的是保存时最低的总价</translation>
    </message>
</context>
<context>
    <name>QuotesTab</name>
    <message>
        <source>… and {n} more</source>
        <translation>… 另有 {n} 项</translation>
    </message>
    <message>
        <source>&amp;Save*</source>
        <translation>保存*(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>New quote</source>
        <translation>新建报价单</translation>
    </message>
    <message>
        <source>A new quote with the selected workstation (Ctrl+N)</source>
        <translation>以所选工作站新建报价单（Ctrl+N）</translation>
    </message>
    <message>
        <source>&amp;New quote</source>
        <translation>新建报价单(&amp;N)</translation>
    </message>
    <message>
        <source>Save the open quote as a draft (Ctrl+S)</source>
        <translation>将打开的报价单保存为草稿（Ctrl+S）</translation>
    </message>
    <message>
        <source>Revise</source>
        <translation>修订</translation>
    </message>
    <message>
        <source>A new revision of the open quote; the earlier ones are kept as they are</source>
        <translation>为打开的报价单生成新版本；之前的版本保持不变</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>A new quote (new number) with the open quote's content</source>
        <translation>以打开的报价单内容新建报价单（新编号）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mark the open revision draft, sent, won or lost</source>
        <translation>将打开的版本标记为草稿、已发送、已成交或未成交</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>导出 PDF…</translation>
    </message>
    <message>
        <source>Save the open quote and write it as a PDF</source>
        <translation>保存打开的报价单并导出为 PDF</translation>
    </message>
    <message>
        <source>Export history…</source>
        <translation>导出历史…</translation>
    </message>
    <message>
        <source>Write the quote history as CSV or XLSX for a CRM: one row per revision and option</source>
        <translation>把报价单历史写成 CSV 或 XLSX 文件，供客户管理系统导入：每个版本的每个方案一行</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>The vendor profile cannot be read: {error}</source>
        <translation>无法读取供应商资料：{error}</translation>
    </message>
    <message>
        <source>Vendor profile</source>
        <translation>供应商资料</translation>
    </message>
    <message>
        <source>The vendor profile was not saved: {error}</source>
        <translation>供应商资料未保存：{error}</translation>
    </message>
    <message>
        <source>Vendor profile saved: {name}</source>
        <translation>已保存供应商资料：{name}</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价单</translation>
    </message>
    <message>
        <source>{number} R{revision} ({company})</source>
        <translation>{number} R{revision}（{company}）</translation>
    </message>
    <message>
        <source>The new quote ({company})</source>
        <translation>新报价单（{company}）</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>{quote} has unsaved changes. Save them?</source>
        <translation>{quote} 有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>Open quote</source>
        <translation>打开报价单</translation>
    </message>
    <message>
        <source>The quote cannot be opened: {error}</source>
        <translation>无法打开该报价单：{error}</translation>
    </message>
    <message>
        <source>Opened {number} R{revision}</source>
        <translation>已打开 {number} R{revision}</translation>
    </message>
    <message>
        <source>Select a workstation (a SKU or a custom build) first.</source>
        <translation>请先选择一台工作站（型号或自定义配置）。</translation>
    </message>
    <message>
        <source>Quote compared builds</source>
        <translation>为对比的配置报价</translation>
    </message>
    <message>
        <source>Add builds to the comparison first.</source>
        <translation>请先将配置加入对比。</translation>
    </message>
    <message>
        <source>A quote has at most {most} options; {n} builds are compared.</source>
        <translation>一份报价单最多有 {most} 个方案；当前对比了 {n} 个配置。</translation>
    </message>
    <message>
        <source>Customer company (shown on the quote):</source>
        <translation>客户公司（显示在报价单上）：</translation>
    </message>
    <message>
        <source>The quote cannot be started: {reason}</source>
        <translation>无法新建报价单：{reason}</translation>
    </message>
    <message>
        <source>{option}: {notice}</source>
        <translation>{option}：{notice}</translation>
    </message>
    <message>
        <source>New quote for {company}: save it to give it a number</source>
        <translation>已为 {company} 新建报价单：保存后即获得编号</translation>
    </message>
    <message>
        <source>Option {letter}</source>
        <translation>方案 {letter}</translation>
    </message>
    <message>
        <source>Added to the quote as {option}</source>
        <translation>已作为{option}加入报价单</translation>
    </message>
    <message>
        <source>Correct the marked entries first:
{problems}</source>
        <translation>请先更正标记的输入：
{problems}</translation>
    </message>
    <message>
        <source>Save quote</source>
        <translation>保存报价单</translation>
    </message>
    <message>
        <source>{number} R{revision} is saved; nothing changed</source>
        <translation>{number} R{revision} 已保存；没有更改</translation>
    </message>
    <message>
        <source>{number} R{revision} is {status}: it stays as the customer received it. Use Revise to make a new revision with these changes.</source>
        <translation>{number} R{revision} 的状态为“{status}”：它保持客户收到时的样子。请用“修订”以这些更改生成新版本。</translation>
    </message>
    <message>
        <source>The quote was not saved: {error}</source>
        <translation>报价单未保存：{error}</translation>
    </message>
    <message>
        <source>Saved {number} R{revision}</source>
        <translation>已保存 {number} R{revision}</translation>
    </message>
    <message>
        <source>Revise quote</source>
        <translation>修订报价单</translation>
    </message>
    <message>
        <source>The quote was not revised: {error}</source>
        <translation>报价单未修订：{error}</translation>
    </message>
    <message>
        <source>{number} R{revision} made (a draft); R{previous} is kept as it was</source>
        <translation>已生成 {number} R{revision}（草稿）；R{previous} 保持原样</translation>
    </message>
    <message>
        <source>Duplicate quote</source>
        <translation>复制报价单</translation>
    </message>
    <message>
        <source>The quote was not duplicated: {error}</source>
        <translation>报价单未复制：{error}</translation>
    </message>
    <message>
        <source>{number} made from {source} R{revision}</source>
        <translation>已由 {source} R{revision} 生成 {number}</translation>
    </message>
    <message>
        <source>Quote status</source>
        <translation>报价单状态</translation>
    </message>
    <message>
        <source>{number} R{revision} has unsaved changes but is {status}: revise it, or discard the changes first.</source>
        <translation>{number} R{revision} 有未保存的更改，但其状态为“{status}”：请修订它，或先放弃这些更改。</translation>
    </message>
    <message>
        <source>The status was not changed: {error}</source>
        <translation>状态未更改：{error}</translation>
    </message>
    <message>
        <source>{number} R{revision} is now {status}</source>
        <translation>{number} R{revision} 的状态现为“{status}”</translation>
    </message>
    <message>
        <source>Export quote PDF</source>
        <translation>导出报价单 PDF</translation>
    </message>
    <message>
        <source>The quote could not be saved: {error}

Export the PDF anyway? It is printed as a draft, without a quote number; the quote stays open, unsaved.</source>
        <translation>报价单无法保存：{error}

仍要导出 PDF 吗？它将作为草稿打印，没有报价单编号；报价单保持打开、未保存。</translation>
    </message>
    <message>
        <source>{number} R{revision} is {status} and has unsaved changes: revise it to export them, or discard them first.</source>
        <translation>{number} R{revision} 的状态为“{status}”且有未保存的更改：请修订后再导出，或先放弃这些更改。</translation>
    </message>
    <message>
        <source>The quote cannot be exported:
{problems}</source>
        <translation>无法导出该报价单：
{problems}</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>{path} is a folder; choose a file name</source>
        <translation>{path} 是一个文件夹；请选择文件名</translation>
    </message>
    <message>
        <source>Writing the quote PDF…</source>
        <translation>正在生成报价单 PDF…</translation>
    </message>
    <message>
        <source>Draft PDF (no quote number; the quote is not saved) written to {path}</source>
        <translation>草稿 PDF（无报价单编号；报价单未保存）已写入 {path}</translation>
    </message>
    <message>
        <source>Quote saved to {path}</source>
        <translation>报价单已保存到 {path}</translation>
    </message>
    <message>
        <source>Quote history exported to {path} ({n} rows)</source>
        <translation>报价单历史已导出到 {path}（{n} 行）</translation>
    </message>
    <message>
        <source>The quote cannot be checked for export: {error}</source>
        <translation>无法检查该报价单能否导出：{error}</translation>
    </message>
    <message>
        <source>The quote cannot be exported until these are corrected:
{problems}

Correct them in the quote editor (Quotes page); Save keeps the quote as a draft meanwhile.</source>
        <translation>更正以下问题之前无法导出该报价单：
{problems}

请在报价单编辑器（报价单页面）中更正；在此期间，“保存”会将报价单保存为草稿。</translation>
    </message>
    <message>
        <source>Not exported: {problem}</source>
        <translation>未导出：{problem}</translation>
    </message>
    <message>
        <source>the quote is not saved</source>
        <translation>报价单未保存</translation>
    </message>
    <message>
        <source>The reason for overriding the rules could not be kept in the quote history ({error}): the PDF is not written.</source>
        <translation>无法在报价单历史中保存忽略规则的理由（{error}）：未写入 PDF。</translation>
    </message>
    <message>
        <source>The PDF could not be written: {reason}. The quote itself is saved as {number} R{revision}.</source>
        <translation>无法写入 PDF：{reason}。报价单本身已保存为 {number} R{revision}。</translation>
    </message>
    <message>
        <source>The PDF could not be written: {reason}.</source>
        <translation>无法写入 PDF：{reason}。</translation>
    </message>
</context>
<context>
    <name>RulesOverrideDialog</name>
    <message>
        <source>Export quote PDF</source>
        <translation>导出报价单 PDF</translation>
    </message>
    <message>
        <source>The quote breaks these rules and cannot be exported as it is:
{problems}</source>
        <translation>此报价单违反以下规则，无法按原样导出：
{problems}</translation>
    </message>
    <message>
        <source>Export anyway, overriding these rules</source>
        <translation>仍然导出，忽略这些规则</translation>
    </message>
    <message>
        <source>Reason (kept in the quote history, never printed)</source>
        <translation>理由（保存在报价单历史中，不会打印）</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>SaveSku</name>
    <message>
        <source>Save as workstation SKU</source>
        <translation>另存为工作站 SKU</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <translation>型号代码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>Your &amp;catalog</source>
        <translation>您的产品目录(&amp;C)</translation>
    </message>
    <message>
        <source>Save as &amp;workstation SKU…</source>
        <translation>另存为工作站 SKU(&amp;W)…</translation>
    </message>
    <message>
        <source>Save the custom or changed build the diagram shows as a SKU of your own catalog</source>
        <translation>将示意图所示的自定义或已修改配置另存为您自己产品目录中的 SKU</translation>
    </message>
    <message>
        <source>The build was not saved as a SKU: {reason}</source>
        <translation>配置未另存为 SKU：{reason}</translation>
    </message>
    <message>
        <source>Saved SKU {number} {code} in the catalog “{catalog}”</source>
        <translation>已将 SKU {number} {code} 保存到产品目录“{catalog}”</translation>
    </message>
</context>
<context>
    <name>ScalingChart</name>
    <message>
        <source>Not drawn (no score, unknown figures): {names}</source>
        <translation>未绘制（无得分，数据未知）：{names}</translation>
    </message>
    <message>
        <source>No GPU to draw</source>
        <translation>没有要绘制的 GPU</translation>
    </message>
    <message>
        <source>GPUs in the workstation</source>
        <translation>工作站中的 GPU 数量</translation>
    </message>
    <message>
        <source>linear ({gpu})</source>
        <translation>线性（{gpu}）</translation>
    </message>
    <message>
        <source>Linear ideal: {n} × {gpu} = {v:.1f}</source>
        <translation>线性理想值：{n} × {gpu} = {v:.1f}</translation>
    </message>
    <message>
        <source>{gpu}, {n} GPU(s): throughput {v:.1f}; {share:.0f} % of {n} × one
({scale})
Click to show the GPU's details</source>
        <translation>{gpu}，{n} 块 GPU：吞吐量 {v:.1f}；为单块的 {n} 倍的 {share:.0f}%
（{scale}）
单击显示该 GPU 的详情</translation>
    </message>
    <message>
        <source>{label}: {n} GPU(s), throughput {v:.1f}
({scale})</source>
        <translation>{label}：{n} 块 GPU，吞吐量 {v:.1f}
（{scale}）</translation>
    </message>
    <message>
        <source>{label}: throughput unknown, not marked</source>
        <translation>{label}：吞吐量未知，未标出</translation>
    </message>
</context>
<context>
    <name>SizingFields</name>
    <message>
        <source>Model sizing</source>
        <translation>模型容量估算</translation>
    </message>
    <message>
        <source>Mo&amp;del</source>
        <translation>模型(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Task</source>
        <translation>任务(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>精度(&amp;P)</translation>
    </message>
    <message>
        <source>Batc&amp;h</source>
        <translation>批量(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Goal</source>
        <translation>目标(&amp;G)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>A model to size: the lists keep the GPUs and workstations that hold it, in the order of the goal; (none) ranks by the workload's weights alone. Pick one, or type its id or name; “Custom model…” takes a model's figures</source>
        <translation>要估算的模型：列表只保留能容纳它的 GPU 和工作站，按目标排序；（无）仅按工作负载的权重排名。可从列表选择，或输入其 ID 或名称；“自定义模型…”可按数值给出模型</translation>
    </message>
    <message>
        <source>Model to size</source>
        <translation>要估算的模型</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8 (weight-only)</source>
        <translation>INT8（仅权重）</translation>
    </message>
    <message>
        <source>INT4 (weight-only)</source>
        <translation>INT4（仅权重）</translation>
    </message>
    <message>
        <source>NF4 (QLoRA)</source>
        <translation>NF4（QLoRA）</translation>
    </message>
    <message>
        <source>The precision the weights are held in</source>
        <translation>权重保存的精度</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>用时最短</translation>
    </message>
    <message>
        <source>Most throughput per ¥</source>
        <translation>每元吞吐量最高</translation>
    </message>
    <message>
        <source>What orders the workstations that hold the model: the shortest training time (or most tokens/s), or the most of it per yuan</source>
        <translation>装得下模型的工作站按什么排序：训练用时最短（或每秒词元数最高），或每元所得最多</translation>
    </message>
    <message>
        <source>Sequences (or images) processed at once</source>
        <translation>一次处理的序列（或图像）数</translation>
    </message>
    <message>
        <source>Custom model…</source>
        <translation>自定义模型…</translation>
    </message>
    <message>
        <source>Custom model ({params} parameters)</source>
        <translation>自定义模型（{params} 参数）</translation>
    </message>
    <message>
        <source>{name} ({id})</source>
        <translation>{name}（{id}）</translation>
    </message>
    <message>
        <source>Tokens per sequence</source>
        <translation>每个序列的词元数</translation>
    </message>
    <message>
        <source>default {px} px</source>
        <translation>默认 {px} 像素</translation>
    </message>
    <message>
        <source>Image side in pixels</source>
        <translation>图像边长（像素）</translation>
    </message>
    <message>
        <source>default {tokens} tokens</source>
        <translation>默认 {tokens} 词元</translation>
    </message>
    <message>
        <source>Tokens per sequence; at most {most} for {model}</source>
        <translation>每个序列的词元数；{model} 最多 {most}</translation>
    </message>
    <message>
        <source>Custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Model: unknown “{text}”; did you mean {close}?</source>
        <translation>模型：未知的“{text}”；是否要找 {close}？</translation>
    </message>
    <message>
        <source>Model: unknown “{text}”</source>
        <translation>模型：未知的“{text}”</translation>
    </message>
    <message>
        <source>{field}: “{text}” is not a whole number</source>
        <translation>{field}：“{text}”不是整数</translation>
    </message>
    <message>
        <source>{field}: {text} is too large</source>
        <translation>{field}：{text} 太大</translation>
    </message>
    <message>
        <source>{field}: must be at least 1, not {value}</source>
        <translation>{field}：至少为 1，不能是 {value}</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>分辨率</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批量</translation>
    </message>
    <message>
        <source>Training images</source>
        <translation>训练图像数</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练词元数</translation>
    </message>
    <message>
        <source>Resol&amp;ution px</source>
        <translation>分辨率(像素)(&amp;U)</translation>
    </message>
    <message>
        <source>Conte&amp;xt</source>
        <translation>上下文(&amp;X)</translation>
    </message>
    <message>
        <source>T&amp;raining images</source>
        <translation>训练图像数(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. 1.28M or 1,281,167</source>
        <translation>例如 1.28M 或 1,281,167</translation>
    </message>
    <message>
        <source>Images seen in all (images × epochs), for the time to train; a count may end in K, M or B</source>
        <translation>训练共处理的图像数（图像数 × 轮数），用于估算训练时间；数量可带 K、M 或 B 后缀</translation>
    </message>
    <message>
        <source>T&amp;raining tokens</source>
        <translation>训练词元数(&amp;R)</translation>
    </message>
    <message>
        <source>e.g. 2e9 or 2B</source>
        <translation>例如 2e9 或 2B</translation>
    </message>
    <message>
        <source>Tokens trained on in all (tokens × epochs), for the time to train; a count may end in K, M, B or T</source>
        <translation>训练共处理的词元数（词元数 × 轮数），用于估算训练时间；数量可带 K、M、B 或 T 后缀</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>{field}: {reason} — the lists keep the last valid sizing</source>
        <translation>{field}：{reason} — 列表保留上一次有效的估算</translation>
    </message>
</context>
<context>
    <name>SkuRankingView</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>型号代码</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>custom build ({base})</source>
        <translation>自定义配置（{base}）</translation>
    </message>
    <message>
        <source>{mark} {base} as changed (Edit ▸ Undo goes back)</source>
        <translation>{mark} 修改后的 {base}（编辑 ▸ 撤销可恢复）</translation>
    </message>
    <message>
        <source>Changes: {changes}</source>
        <translation>修改：{changes}</translation>
    </message>
    <message>
        <source>Price: {basis}</source>
        <translation>价格：{basis}</translation>
    </message>
    <message>
        <source>{mark} changed</source>
        <translation>{mark} 已修改</translation>
    </message>
    <message>
        <source>{mark} custom build (configuration search), not a printed SKU</source>
        <translation>{mark} 自定义配置（配置搜索所得），不是产品目录所印型号</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>price to be set</source>
        <translation>价格待定</translation>
    </message>
    <message>
        <source>※ illustrative price: the sum of its parts at the catalog's list prices, VAT not included</source>
        <translation>※ 示意价格：按产品目录价目表各部件价格之和，未含增值税</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>容纳</translation>
    </message>
    <message>
        <source>Workstations ranked for this workload and budget</source>
        <translation>按此工作负载和预算排名的工作站</translation>
    </message>
    <message>
        <source>custom, as {base}</source>
        <translation>自定义，基于 {base}</translation>
    </message>
    <message>
        <source>{counts} — {changes}</source>
        <translation>{counts} — {changes}</translation>
    </message>
    <message>
        <source>{errors}, {warnings}</source>
        <translation>{errors}，{warnings}</translation>
    </message>
    <message>
        <source>1 error</source>
        <translation>1 个错误</translation>
    </message>
    <message>
        <source>{n} errors</source>
        <translation>{n} 个错误</translation>
    </message>
    <message>
        <source>1 warning</source>
        <translation>1 个警告</translation>
    </message>
    <message>
        <source>{n} warnings</source>
        <translation>{n} 个警告</translation>
    </message>
    <message>
        <source>custom: {platform} (as SKU {sku}), {gpus}</source>
        <translation>自定义：{platform}（同 SKU {sku}），{gpus}</translation>
    </message>
    <message>
        <source>custom: {platform}, {gpus}</source>
        <translation>自定义：{platform}，{gpus}</translation>
    </message>
    <message>
        <source>parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Price: {basis} (illustrative)</source>
        <translation>价格：{basis}（示意价格）</translation>
    </message>
    <message>
        <source>custom, from parts</source>
        <translation>自定义，由部件组成</translation>
    </message>
    <message>
        <source>custom, {base}</source>
        <translation>自定义，{base}</translation>
    </message>
    <message>
        <source>⚠ {message} — fix: {fix}</source>
        <translation>⚠ {message} — 修正：{fix}</translation>
    </message>
    <message>
        <source>※ illustrative price (2020 selection guide), VAT not stated</source>
        <translation>※ 示意价格（2020 选型指南），未注明是否含增值税</translation>
    </message>
    <message>
        <source>Price basis: {basis}</source>
        <translation>价格依据：{basis}</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>Add to compare</source>
        <translation>加入对比</translation>
    </message>
    <message>
        <source>This SKU's configuration cannot be read into a build</source>
        <translation>无法将此型号的配置读取为配置方案</translation>
    </message>
    <message>
        <source>This row has no build to compare.</source>
        <translation>此行没有可对比的配置。</translation>
    </message>
    <message>
        <source>Added {label} to the comparison ({n} of {most})</source>
        <translation>已将 {label} 加入对比（{n}/{most}）</translation>
    </message>
</context>
<context>
    <name>SpeedChartView</name>
    <message>
        <source>{value} h</source>
        <translation>{value} 小时</translation>
    </message>
    <message>
        <source>{value} tokens/s</source>
        <translation>{value} token/s</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Choose a model in the Model sizing group to see how fast it runs</source>
        <translation>在“模型容量估算”中选择一个模型，即可查看运行速度</translation>
    </message>
    <message>
        <source>Time to train: {model}, batch {batch}</source>
        <translation>训练时间：{model}，批量 {batch}</translation>
    </message>
    <message>
        <source>Decode speed: {model}, batch {batch}</source>
        <translation>解码速度：{model}，批量 {batch}</translation>
    </message>
    <message>
        <source>No card of the catalog holds the job</source>
        <translation>产品目录中没有能容纳该任务的卡</translation>
    </message>
    <message>
        <source>Hours to train</source>
        <translation>训练小时数</translation>
    </message>
    <message>
        <source>Decode tokens/s, whole batch</source>
        <translation>解码 token/s（整批）</translation>
    </message>
    <message>
        <source>{label}: no estimate ({why})</source>
        <translation>{label}：无法估算（{why}）</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}：{value}</translation>
    </message>
    <message>
        <source>{label}: {value} (never under {bound})</source>
        <translation>{label}：{value}（不少于 {bound}）</translation>
    </message>
    <message>
        <source>{label}: {value} (at most {bound})</source>
        <translation>{label}：{value}（最多 {bound}）</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>physical bound</source>
        <translation>物理上限</translation>
    </message>
</context>
<context>
    <name>StorageBanner</name>
    <message>
        <source>Read-only: nothing can be saved (quotes, vendor profile, settings). {reason}</source>
        <translation>只读：无法保存任何内容（报价、供应商资料、设置）。{reason}</translation>
    </message>
    <message>
        <source>Warning: {reason}</source>
        <translation>警告：{reason}</translation>
    </message>
    <message>
        <source>Database status</source>
        <translation>数据库状态</translation>
    </message>
</context>
<context>
    <name>TotalsPanel</name>
    <message>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <source>After discount</source>
        <translation>折后</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总价</translation>
    </message>
    <message>
        <source>VAT {rate}</source>
        <translation>增值税 {rate}</translation>
    </message>
    <message>
        <source>Business tax {rate}</source>
        <translation>营业税 {rate}</translation>
    </message>
    <message>
        <source>Total incl. VAT</source>
        <translation>含税总价</translation>
    </message>
    <message>
        <source>Total incl. business tax</source>
        <translation>含税总价</translation>
    </message>
    <message>
        <source>Internal</source>
        <translation>内部</translation>
    </message>
    <message>
        <source>The vendor's own figures: never printed, hidden in presenter mode</source>
        <translation>供应商自己的数据：从不打印，演示模式下隐藏</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>毛利率</translation>
    </message>
    <message>
        <source>Discount limit</source>
        <translation>折扣上限</translation>
    </message>
    <message>
        <source>Price to be set: enter the unit price of row {rows} (now {zero}).</source>
        <translation>价格待定：请输入第 {rows} 行的单价（目前为 {zero}）。</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Enter the unit cost of every line to see the cost and margin</source>
        <translation>输入每一行的单位成本即可查看成本和毛利率</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>未设置</translation>
    </message>
</context>
<context>
    <name>VendorDialog</name>
    <message>
        <source>Company name</source>
        <translation>公司名称</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>电话</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>电子邮箱</translation>
    </message>
    <message>
        <source>Website</source>
        <translation>网站</translation>
    </message>
    <message>
        <source>Tax ID (纳税人识别号)</source>
        <translation>纳税人识别号</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>开户银行</translation>
    </message>
    <message>
        <source>Bank account</source>
        <translation>银行账号</translation>
    </message>
    <message>
        <source>Company &amp;name *</source>
        <translation>公司名称(&amp;N) *</translation>
    </message>
    <message>
        <source>A&amp;ddress</source>
        <translation>地址(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Phone</source>
        <translation>电话(&amp;P)</translation>
    </message>
    <message>
        <source>E-&amp;mail</source>
        <translation>电子邮箱(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Website</source>
        <translation>网站(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Tax ID (纳税人识别号)</source>
        <translation>纳税人识别号(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Bank</source>
        <translation>开户银行(&amp;B)</translation>
    </message>
    <message>
        <source>Bank acc&amp;ount</source>
        <translation>银行账号(&amp;O)</translation>
    </message>
    <message>
        <source>Vendor profile</source>
        <translation>供应商资料</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Choose the logo image (PNG or JPEG)</source>
        <translation>选择标志图片（PNG 或 JPEG）</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Print no logo</source>
        <translation>不打印标志</translation>
    </message>
    <message>
        <source>&amp;Logo (PNG or JPEG)</source>
        <translation>标志（PNG 或 JPEG）(&amp;L)</translation>
    </message>
    <message>
        <source>Logo preview</source>
        <translation>标志预览</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Max. dis&amp;count % (internal)</source>
        <translation>最大折扣 %（内部）(&amp;C)</translation>
    </message>
    <message>
        <source>Default mar&amp;ket</source>
        <translation>默认市场(&amp;K)</translation>
    </message>
    <message>
        <source>The market of a new quote: its currency and tax (each quote can change it)</source>
        <translation>新报价的市场：决定其币种和税（每份报价可另行更改）</translation>
    </message>
    <message>
        <source>The largest discount (line or option, percent of what it is taken off) given without approval; the quote editor warns above it. Never printed.</source>
        <translation>无需审批即可给出的最大折扣（行或方案折扣，按其所减金额的百分比计）；超出时报价单编辑器会发出警告。从不打印。</translation>
    </message>
    <message>
        <source>Printed on every quote. The discount limit is internal: never printed, hidden in presenter mode.</source>
        <translation>打印在每份报价单上。折扣上限为内部数据：从不打印，演示模式下隐藏。</translation>
    </message>
    <message>
        <source>no logo</source>
        <translation>无标志</translation>
    </message>
    <message>
        <source>cannot show</source>
        <translation>无法显示</translation>
    </message>
    <message>
        <source>Choose the logo</source>
        <translation>选择标志</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>图片 (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>{name} is larger than {size} bytes</source>
        <translation>{name} 大于 {size} 字节</translation>
    </message>
    <message>
        <source>cannot read {name}: {error}</source>
        <translation>无法读取 {name}：{error}</translation>
    </message>
    <message>
        <source>{name} is not a PNG or JPEG image</source>
        <translation>{name} 不是 PNG 或 JPEG 图片</translation>
    </message>
    <message>
        <source>{name} cannot be read as an image</source>
        <translation>{name} 无法作为图片读取</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>标志</translation>
    </message>
    <message>
        <source>Max. discount %</source>
        <translation>最大折扣 %</translation>
    </message>
</context>
<context>
    <name>VerdictList</name>
    <message>
        <source>Rule verdicts</source>
        <translation>规则检查结论</translation>
    </message>
    <message>
        <source>{mark} {rule}: {message}</source>
        <translation>{mark} {rule}：{message}</translation>
    </message>
    <message>
        <source>{severity}: {message}
fix: {fix}</source>
        <translation>{severity}：{message}
修正：{fix}</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>✔ no rule has anything to report</source>
        <translation>✔ 所有规则均无问题</translation>
    </message>
</context>
<context>
    <name>WeightsEditor</name>
    <message>
        <source>Metric weights</source>
        <translation>指标权重</translation>
    </message>
    <message>
        <source>Weight of {metric}</source>
        <translation>{metric} 的权重</translation>
    </message>
    <message>
        <source>Reset to seed</source>
        <translation>恢复选型指南权重</translation>
    </message>
    <message>
        <source>Use the weights derived from the seed guide again</source>
        <translation>重新使用由选型指南得出的权重</translation>
    </message>
    <message>
        <source>{reason}; the boxes show the weights still in use</source>
        <translation>{reason}；输入框显示的是仍在使用的权重</translation>
    </message>
</context>
<context>
    <name>WorkloadList</name>
    <message>
        <source>Workload (algorithm family)</source>
        <translation>工作负载（算法类别）</translation>
    </message>
    <message>
        <source>{name}
Applications: {apps}
{apps_zh}</source>
        <translation>{name}
应用：{apps}
{apps_zh}</translation>
    </message>
    <message>
        <source>{name}
Applications: {apps}</source>
        <comment>printed</comment>
        <translation>{name}
应用：{apps}</translation>
    </message>
</context>
<context>
    <name>WorkloadPanel</name>
    <message>
        <source>Catalog</source>
        <translation>产品目录</translation>
    </message>
    <message>
        <source>Workload (algorithm family)</source>
        <translation>工作负载（算法类别）</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>&amp;Budget ¥</source>
        <translation>预算 ¥(&amp;B)</translation>
    </message>
    <message>
        <source>any, e.g. 60000</source>
        <translation>不限，例如 60000</translation>
    </message>
    <message>
        <source>Budget per workstation in CNY (¥); applied when you press Enter, leave the field or pause typing</source>
        <translation>每台工作站的预算（人民币 ¥）；按 Enter、离开输入框或停止输入时生效</translation>
    </message>
    <message>
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>Least GPU memory per card</source>
        <translation>每张卡至少需要的显存</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>The customer's wall circuit: the power rules check each PSU's wall draw against 80 % of it; not set = cannot check</source>
        <translation>客户的墙插电路：电源规则检查每个电源的市电功耗是否超过其 80 %；未设置则无法检查</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Model &amp;scale</source>
        <translation>模型规模(&amp;S)</translation>
    </message>
    <message>
        <source>Min GPU &amp;memory</source>
        <translation>最小显存(&amp;M)</translation>
    </message>
    <message>
        <source>GPUs per b&amp;ox</source>
        <translation>每台 GPU 数(&amp;O)</translation>
    </message>
    <message>
        <source>Fewest GPUs per box</source>
        <translation>每台最少 GPU 数</translation>
    </message>
    <message>
        <source>Most GPUs per box</source>
        <translation>每台最多 GPU 数</translation>
    </message>
    <message>
        <source>Site ci&amp;rcuit</source>
        <translation>现场电路(&amp;R)</translation>
    </message>
    <message>
        <source>{n} × {circuit}</source>
        <translation>{n} × {circuit}</translation>
    </message>
    <message>
        <source>seed-2020 (the 2020 selection guide)</source>
        <translation>seed-2020（2020 选型指南）</translation>
    </message>
    <message>
        <source>current (current-generation GPUs)</source>
        <translation>current（当代 GPU）</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小型</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中型</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大型</translation>
    </message>
    <message>
        <source>Very large</source>
        <translation>超大型</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>{scale} ({as_printed})</source>
        <translation>{scale}（{as_printed}）</translation>
    </message>
    <message>
        <source>The catalog “{name}” has no scale table</source>
        <translation>产品目录“{name}”没有规模表</translation>
    </message>
    <message>
        <source>{title}
The catalog the GPUs and workstations come from; each is ranked on its own</source>
        <translation>{title}
GPU 和工作站所来自的产品目录；每个产品目录单独排名</translation>
    </message>
    <message>
        <source>Tensor TFLOPS: {definition}</source>
        <translation>张量算力 TFLOPS：{definition}</translation>
    </message>
    <message>
        <source>definition not stated</source>
        <translation>未说明定义</translation>
    </message>
    <message>
        <source>The catalog “{name}” could not be opened: {reason}</source>
        <translation>无法打开产品目录“{name}”：{reason}</translation>
    </message>
    <message>
        <source>not a budget</source>
        <translation>不是有效的预算</translation>
    </message>
    <message>
        <source>{reason} — the lists keep no budget</source>
        <translation>{reason}——列表仍按不限预算</translation>
    </message>
    <message>
        <source>{reason} — the lists keep the last valid budget, ¥{budget}</source>
        <translation>{reason}——列表保留上一个有效预算 ¥{budget}</translation>
    </message>
    <message>
        <source>“from” is more than “to” — the lists keep the last valid range</source>
        <translation>“从”大于“至”——列表保留上一个有效范围</translation>
    </message>
    <message>
        <source>{reason} — the lists keep the last valid range</source>
        <translation>{reason}——列表保留上一个有效范围</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>Rigwright is already open, in {running}: that window keeps its language. To show it in {asked}, choose View ▸ Language there.</source>
        <translation>Rigwright 已经打开，界面语言为{running}：该窗口保持原来的语言。如需显示为{asked}，请在该窗口中选择“视图 ▸ 语言”。</translation>
    </message>
    <message>
        <source>Opening the catalog “{name}”…</source>
        <translation>正在打开产品目录“{name}”…</translation>
    </message>
    <message>
        <source>The catalog “{name}” could not be opened: {reason}</source>
        <translation>无法打开产品目录“{name}”：{reason}</translation>
    </message>
    <message>
        <source>The database was damaged</source>
        <translation>数据库已损坏</translation>
    </message>
</context>
<context>
    <name>builds</name>
    <message>
        <source>12 × 13 in (305 × 330 mm); no formal standard, widths vary by vendor</source>
        <translation>12 × 13 in（305 × 330 mm）；无正式标准，宽度因厂商而异</translation>
    </message>
    <message>
        <source>12 × 13 in (305 × 330 mm), SSI-EEB mounting holes</source>
        <translation>12 × 13 in（305 × 330 mm），SSI-EEB 安装孔位</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <source>package price as printed in the 2020 selection guide; VAT not stated</source>
        <translation>2020 年选型指南所印的整机价格；未注明是否含增值税</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <source>Tensor cores</source>
        <translation>张量核心</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>张量算力</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16 半精度</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32 单精度</translation>
    </message>
    <message>
        <source>cuda cores</source>
        <translation>CUDA 核心</translation>
    </message>
    <message>
        <source>tensor cores</source>
        <translation>张量核心</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>tensor</source>
        <translation>张量算力</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>FP16 半精度</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>FP32 单精度</translation>
    </message>
    <message>
        <source>Memory GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <source>Bandwidth GB/s</source>
        <translation>显存带宽 GB/s</translation>
    </message>
    <message>
        <source>Tensor TFLOPS</source>
        <translation>张量算力 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 半精度 TFLOPS</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 单精度 TFLOPS</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>涡轮</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>开放式风扇</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>research</source>
        <translation>研究型</translation>
    </message>
    <message>
        <source>high-performance</source>
        <translation>高性能型</translation>
    </message>
    <message>
        <source>super</source>
        <translation>超级型</translation>
    </message>
    <message>
        <source>developer</source>
        <translation>开发机</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}、{rest}</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}；{rest}</translation>
    </message>
    <message>
        <source>{first}{rest}</source>
        <translation>{first}{rest}</translation>
    </message>
    <message>
        <source>sum of its parts at the catalog's list prices (prices.toml); VAT not included</source>
        <translation>按目录价目表（prices.toml）各部件价格之和；不含增值税</translation>
    </message>
    <message>
        <source>The seed prints 960TB SSD; 960GB is meant (SKU 1.1 and 3.1 print 960GB SSD). Kept as printed.</source>
        <translation>选型指南印作 960TB SSD，实为 960GB（SKU 1.1 和 3.1 印作 960GB SSD）。按原样保留。</translation>
    </message>
    <message>
        <source>CNN section, hardware priority</source>
        <translation>CNN 部分，硬件优先级</translation>
    </message>
    <message>
        <source>The CNN prose puts high memory bandwidth third; the summary line right after it puts memory (顯存) third</source>
        <translation>CNN 正文把高显存带宽排在第三位；紧随其后的总结行却把显存（顯存）排在第三位</translation>
    </message>
    <message>
        <source>the seed's prose against its own summary line</source>
        <translation>选型指南正文与其自身的总结行不一致</translation>
    </message>
    <message>
        <source>section 5.1 heading</source>
        <translation>5.1 节标题</translation>
    </message>
    <message>
        <source>The 5.1 heading names the GT410; every SKU of the section is a GT410i</source>
        <translation>5.1 节标题写的是 GT410；该节所有 SKU 均为 GT410i</translation>
    </message>
    <message>
        <source>the heading against the SKU codes</source>
        <translation>标题与 SKU 编码不一致</translation>
    </message>
    <message>
        <source>section 5.2 heading</source>
        <translation>5.2 节标题</translation>
    </message>
    <message>
        <source>The 5.2 heading repeats a word (支持支持)</source>
        <translation>5.2 节标题重复了一个词（支持支持）</translation>
    </message>
    <message>
        <source>printed text</source>
        <translation>印刷文字</translation>
    </message>
    <message>
        <source>section 5.3 table header</source>
        <translation>5.3 节表头</translation>
    </message>
    <message>
        <source>The 5.3 table heads its memory column 內存/顯存 (system/GPU memory) while 5.1 and 5.2 head it 顯存 and its values are GPU memory totals</source>
        <translation>5.3 节表格的内存列表头为“內存/顯存”（系统内存/显存），而 5.1 和 5.2 节的表头为“顯存”，且该列数值是显存合计</translation>
    </message>
    <message>
        <source>the header against the column's values and the other sections</source>
        <translation>表头与该列数值及其他各节不一致</translation>
    </message>
    <message>
        <source>RNN good/better/best list, Quadro GV100</source>
        <translation>RNN 好/更好/最好列表，Quadro GV100</translation>
    </message>
    <message>
        <source>CNN scale table, RTX8000</source>
        <translation>CNN 模型规模表，RTX8000</translation>
    </message>
    <message>
        <source>RNN good/better/best list, RTX8000</source>
        <translation>RNN 好/更好/最好列表，RTX8000</translation>
    </message>
    <message>
        <source>tensor cores per CUDA core</source>
        <translation>每个 CUDA 核心的张量核心数</translation>
    </message>
    <message>
        <source>FP16 / FP32 TFLOPS</source>
        <translation>FP16 / FP32 TFLOPS</translation>
    </message>
    <message>
        <source>tensor / FP32 TFLOPS</source>
        <translation>张量 / FP32 TFLOPS</translation>
    </message>
    <message>
        <source>launch MSRP</source>
        <translation>首发建议零售价</translation>
    </message>
    <message>
        <source>launch price</source>
        <translation>首发价</translation>
    </message>
    <message>
        <source>FP16 tensor as printed in the seed guide (GeForce: FP16 accumulate)</source>
        <translation>FP16 张量算力，取选型指南所列数值（GeForce：FP16 累加）</translation>
    </message>
    <message>
        <source>dense FP16 tensor, FP32 accumulate</source>
        <translation>稠密 FP16 张量算力，FP32 累加</translation>
    </message>
    <message>
        <source>the seed is dated April 2020, before ATX 3.0 (2022): its PSUs are taken as ATX 2.x</source>
        <translation>选型指南发布于 2020 年 4 月，早于 ATX 3.0（2022 年）：其电源按 ATX 2.x 计</translation>
    </message>
    <message>
        <source>a 10th-gen Intel Core X CPU (seed: intel第10代至尊處理器) provides 48 CPU lanes: four GPUs at x16/x8/x16/x8; an assumption, not stated in the guide</source>
        <translation>第 10 代 Intel Core X 处理器（选型指南：intel第10代至尊处理器）提供 48 条 CPU 通道：4 块 GPU 按 x16/x8/x16/x8 连接；此为假定，选型指南未注明</translation>
    </message>
    <message>
        <source>a 9th-gen Intel Core CPU (seed: intel第9代處理器) provides 16 CPU lanes: two GPUs at x8/x8; an assumption, not stated in the guide</source>
        <translation>第 9 代 Intel Core 处理器（选型指南：intel第9代处理器）提供 16 条 CPU 通道：2 块 GPU 按 x8/x8 连接；此为假定，选型指南未注明</translation>
    </message>
    <message>
        <source>reference leaves it blank</source>
        <translation>参考数据未填写</translation>
    </message>
    <message>
        <source>seed: scale table</source>
        <translation>选型指南：规模表</translation>
    </message>
    <message>
        <source>seed: scale table and RNN list</source>
        <translation>选型指南：规模表与 RNN 列表</translation>
    </message>
    <message>
        <source>datasheet</source>
        <translation>官方规格书</translation>
    </message>
    <message>
        <source>datasheet-derived</source>
        <translation>由规格书推算</translation>
    </message>
    <message>
        <source>secondary</source>
        <translation>二手来源</translation>
    </message>
    <message>
        <source>seed guide</source>
        <translation>选型指南</translation>
    </message>
    <message>
        <source>reference: {name} (board power {power}, slot width {slot}); cooler: {cooler}</source>
        <translation>参考数据：{name}（板卡功耗：{power}；槽位宽度：{slot}）；散热：{cooler}</translation>
    </message>
</context>
<context>
    <name>chart_data</name>
    <message>
        <source>✎ {label} (changed)</source>
        <translation>✎ {label}（已修改）</translation>
    </message>
    <message>
        <source>no score: unknown figures of {gpus}</source>
        <translation>无得分：{gpus} 的参数未知</translation>
    </message>
    <message>
        <source>Assumes {pct} % of the throughput kept per doubling of the GPU count ({workload}); dashed: linear.</source>
        <translation>假定 GPU 数量每翻一倍保留 {pct} % 的吞吐量（{workload}）；虚线：线性。</translation>
    </message>
</context>
<context>
    <name>chart_export</name>
    <message>
        <source>Chart exported from Rigwright</source>
        <translation>由 Rigwright 导出的图表</translation>
    </message>
    <message>
        <source>the size {width} × {height} px is empty</source>
        <translation>尺寸 {width} × {height} px 为空</translation>
    </message>
    <message>
        <source>the image could not be encoded as PNG</source>
        <translation>无法将图像编码为 PNG</translation>
    </message>
    <message>
        <source>the SVG drawing could not be started</source>
        <translation>无法开始生成 SVG 矢量图</translation>
    </message>
</context>
<context>
    <name>components</name>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>parallel storage</source>
        <translation>并行存储</translation>
    </message>
    <message>
        <source>micro tower</source>
        <translation>微塔式</translation>
    </message>
    <message>
        <source>dual tower</source>
        <translation>双塔式</translation>
    </message>
    <message>
        <source>Intel Core X ({gen}th gen)</source>
        <translation>Intel Core X（第 {gen} 代）</translation>
    </message>
    <message>
        <source>Intel Core ({gen}th gen)</source>
        <translation>Intel Core（第 {gen} 代）</translation>
    </message>
    <message>
        <source>SKU {sku}, field {field}: cannot read {text!r}</source>
        <translation>SKU {sku}，字段 {field}：无法读取 {text!r}</translation>
    </message>
    <message>
        <source>SKU {sku}: two {kind} components</source>
        <translation>SKU {sku}：有两个 {kind} 组件</translation>
    </message>
    <message>
        <source>SKU {sku}: no {kinds} component</source>
        <translation>SKU {sku}：缺少 {kinds} 组件</translation>
    </message>
</context>
<context>
    <name>db_errors</name>
    <message>
        <source>the disk holding {folder} is full: free some space, then try again (nothing was changed)</source>
        <translation>{folder} 所在的磁盘已满：请先腾出空间，再重试（未做任何更改）</translation>
    </message>
    <message>
        <source>the database in {folder} is read-only: check that you may write to the file and its folder, then try again (nothing was changed)</source>
        <translation>{folder} 中的数据库是只读的：请确认您有权写入该文件及其文件夹，再重试（未做任何更改）</translation>
    </message>
    <message>
        <source>the database in {folder} may not be written: check that you may write to the file and its folder, then try again (nothing was changed)</source>
        <translation>无权写入 {folder} 中的数据库：请确认您有权写入该文件及其文件夹，再重试（未做任何更改）</translation>
    </message>
    <message>
        <source>another program is using the database in {folder}: close it (or wait for it), then try again (nothing was changed)</source>
        <translation>另一个程序正在使用 {folder} 中的数据库：请关闭它（或等它完成），再重试（未做任何更改）</translation>
    </message>
    <message>
        <source>the disk holding {folder} could not be read or written (a full or removed disk?): check it, then try again (nothing was changed)</source>
        <translation>无法读写 {folder} 所在的磁盘（磁盘已满或已移除？）：请检查后重试（未做任何更改）</translation>
    </message>
    <message>
        <source>the database in {folder} cannot be opened: check that the folder exists and you may write to it</source>
        <translation>无法打开 {folder} 中的数据库：请确认该文件夹存在且您有权写入</translation>
    </message>
    <message>
        <source>the database in {folder} is damaged: restart Rigwright, which moves it aside and restores the latest backup</source>
        <translation>{folder} 中的数据库已损坏：请重新启动 Rigwright，它会把该文件移到一旁并恢复最近的备份</translation>
    </message>
    <message>
        <source>the database in {folder} was opened read-only, so nothing can be saved in it (the notice at the top of the window says why and how to fix it); nothing was changed</source>
        <translation>{folder} 中的数据库以只读方式打开，无法在其中保存任何内容（窗口顶部的提示说明了原因和解决办法）；未做任何更改</translation>
    </message>
    <message>
        <source>the database in {folder} was opened read-only, so nothing can be saved in it (the note printed when it was opened says why and how to fix it); nothing was changed</source>
        <translation>{folder} 中的数据库以只读方式打开，无法在其中保存任何内容（打开时输出的说明给出了原因和解决办法）；未做任何更改</translation>
    </message>
</context>
<context>
    <name>db_health</name>
    <message>
        <source>The database is on a network share ({folder}): another computer's Rigwright or a dropped connection can damage it. Keep it on a local disk (start Rigwright with --db to choose another file).</source>
        <translation>数据库位于网络共享上（{folder}）：另一台电脑上的 Rigwright 或连接中断都可能损坏它。请把它放在本地磁盘上（用 --db 启动 Rigwright 可选择其他文件）。</translation>
    </message>
    <message>
        <source>The database is on a network file system ({fstype} at {mount}): SQLite's locks are unreliable there and a dropped connection can damage it. Keep it on a local disk (start Rigwright with --db to choose another file).</source>
        <translation>数据库位于网络文件系统上（{mount} 上的 {fstype}）：SQLite 的锁在那里不可靠，连接中断可能损坏它。请把它放在本地磁盘上（用 --db 启动 Rigwright 可选择其他文件）。</translation>
    </message>
    <message>
        <source>The database is in a folder that {service} synchronises ({folder}): the sync can copy it half-written or make conflicting copies, and quotes can be lost. Keep it on a local disk outside synced folders (start Rigwright with --db to choose another file).</source>
        <translation>数据库位于 {service} 同步的文件夹中（{folder}）：同步可能复制写了一半的文件或产生冲突副本，报价可能丢失。请把它放在同步文件夹以外的本地磁盘上（用 --db 启动 Rigwright 可选择其他文件）。</translation>
    </message>
    <message>
        <source>The folder {folder} cannot be written, so nothing can be saved. Check the permissions of {folder} (or copy the database to a folder you can write and start Rigwright with --db), then restart Rigwright.</source>
        <translation>无法写入文件夹 {folder}，因此无法保存任何内容。请检查 {folder} 的权限（或把数据库复制到可写的文件夹，并用 --db 启动 Rigwright），然后重新启动 Rigwright。</translation>
    </message>
    <message>
        <source>The database file {path} is read-only, so nothing can be saved. Check its permissions (it must not be read-only), then restart Rigwright.</source>
        <translation>数据库文件 {path} 是只读的，因此无法保存任何内容。请检查它的权限（不能是只读），然后重新启动 Rigwright。</translation>
    </message>
    <message>
        <source>The file {side} beside the database cannot be written, so nothing can be saved. Give it the same owner and permissions as the database file {path}, then restart Rigwright.</source>
        <translation>数据库旁的文件 {side} 无法写入，因此无法保存任何内容。请让它与数据库文件 {path} 的所有者和权限相同，然后重新启动 Rigwright。</translation>
    </message>
    <message>
        <source>Another program is using the database {path}, so nothing can be saved. Close the other program (another Rigwright, a backup or sync tool, a database browser), then restart Rigwright.</source>
        <translation>另一个程序正在使用数据库 {path}，因此无法保存任何内容。请关闭该程序（另一个 Rigwright、备份或同步工具、数据库浏览器），然后重新启动 Rigwright。</translation>
    </message>
    <message>
        <source>The system refused to write the database {path} (a read-only disk or share?), so nothing can be saved. Check that the disk and the folder {folder} can be written, then restart Rigwright.</source>
        <translation>系统拒绝写入数据库 {path}（只读磁盘或共享？），因此无法保存任何内容。请确认磁盘和文件夹 {folder} 可写，然后重新启动 Rigwright。</translation>
    </message>
    <message>
        <source>The database {path} was damaged ({problem}). It was moved aside to {moved} (nothing was deleted). Your data was restored from the automatic backup of {time} (quotes in it: {quotes}); anything saved after that backup is only in the damaged file, and its quote numbers may be given again: check the numbers of quotes sent since then.</source>
        <translation>数据库 {path} 已损坏（{problem}）。它已被移到 {moved}（未删除任何内容）。您的数据已从 {time} 的自动备份恢复（其中有 {quotes} 份报价）；该备份之后保存的内容只在已损坏的文件中，且其中用过的报价单编号可能会被再次使用：请核对此后已发出的报价单编号。</translation>
    </message>
    <message>
        <source>The database {path} was damaged ({problem}). It was moved aside to {moved} (nothing was deleted). Your data was restored from the automatic backup of {time} (quotes in it: {quotes}); anything saved after that backup is only in the damaged file. New quote numbers continue after {numbers}, the highest the damaged file shows, so no number is given twice.</source>
        <translation>数据库 {path} 已损坏（{problem}）。它已被移到 {moved}（未删除任何内容）。您的数据已从 {time} 的自动备份恢复（其中有 {quotes} 份报价）；该备份之后保存的内容只在已损坏的文件中。新的报价单编号将从 {numbers} 之后继续（这是已损坏文件中的最大编号），因此不会有编号被重复使用。</translation>
    </message>
    <message>
        <source>The database {path} was damaged ({problem}). It was moved aside to {moved} (nothing was deleted). Your data was restored from the automatic backup of {time} (quotes in it: {quotes}); anything saved after that backup is only in the damaged file.</source>
        <translation>数据库 {path} 已损坏（{problem}）。它已被移到 {moved}（未删除任何内容）。您的数据已从 {time} 的自动备份恢复（其中有 {quotes} 份报价）；该备份之后保存的内容只在已损坏的文件中。</translation>
    </message>
    <message>
        <source>The database {path} was damaged ({problem}). It was moved aside to {moved} (nothing was deleted). No automatic backup could be restored, so Rigwright started a new, empty database: the quote history and settings start empty. The catalog was rebuilt from the catalog files.</source>
        <translation>数据库 {path} 已损坏（{problem}）。它已被移到 {moved}（未删除任何内容）。没有可恢复的自动备份，因此 Rigwright 新建了一个空数据库：报价历史和设置从空开始。目录已根据目录文件重建。</translation>
    </message>
</context>
<context>
    <name>diagram</name>
    <message>
        <source>CPU not stated</source>
        <translation>未注明 CPU</translation>
    </message>
    <message>
        <source>the slot map of {chassis} is unknown: {n} double-width positions drawn, one per card</source>
        <translation>{chassis} 的插槽布局未知：按每张卡一个，绘制了 {n} 个双槽宽位置</translation>
    </message>
    <message>
        <source>DIMM slots of {chassis} not stated: {n} per socket drawn</source>
        <translation>{chassis} 的 DIMM 插槽数未注明：每个插座绘制 {n} 个</translation>
    </message>
    <message>
        <source>{board} board, {size}; drawn {w:.0f} × {h:.0f} mm to hold {openings} openings</source>
        <translation>{board} 主板，{size}；为容纳 {openings} 个开口，绘制为 {w:.0f} × {h:.0f} mm</translation>
    </message>
    <message>
        <source>{board} board, {size}</source>
        <translation>{board} 主板，{size}</translation>
    </message>
    <message>
        <source>board not stated by the catalog: drawn {w:.0f} × {h:.0f} mm to hold {sockets} socket(s) and {openings} openings</source>
        <translation>产品目录未注明主板：为容纳 {sockets} 个插座和 {openings} 个开口，绘制为 {w:.0f} × {h:.0f} mm</translation>
    </message>
    <message>
        <source>{memory} GB of memory cannot be split into equal standard modules: the DIMM slots are drawn empty</source>
        <translation>{memory} GB 内存无法分成容量相同的标准内存条：DIMM 插槽绘制为空</translation>
    </message>
    <message>
        <source>assumed in the chassis file (pcie_switch)</source>
        <translation>机箱文件中的假设（pcie_switch）</translation>
    </message>
    <message>
        <source>assumed: the slots split between the sockets, top half on CPU 1</source>
        <translation>假设：插槽分配给各插座，上半部分接 CPU 1</translation>
    </message>
    <message>
        <source>assumed: GPU slots wired to the CPU's lanes</source>
        <translation>假设：GPU 插槽连接到 CPU 的通道</translation>
    </message>
    <message>
        <source>the build states no PSU: a placeholder is drawn and the gauge cannot show a load</source>
        <translation>配置未注明电源：绘制了占位电源，仪表无法显示负载</translation>
    </message>
    <message>
        <source>airflow front to rear (a tower draws air in at the front and out at the rear; blower cards exhaust through their brackets)</source>
        <translation>风道从前到后（塔式机箱从前部进风、后部出风；涡轮卡经挡板排风）</translation>
    </message>
    <message>
        <source>no GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>{chassis} · {sockets} × CPU · {memory} GB · {gpus}</source>
        <translation>{chassis} · {sockets} × CPU · {memory} GB · {gpus}</translation>
    </message>
    <message>
        <source>the slot map of {chassis} is unknown: cards cannot be placed by hand</source>
        <translation>{chassis} 的插槽布局未知：无法手动放置卡</translation>
    </message>
    <message>
        <source>{n} card(s) fit no slot: remove a card before moving cards by hand</source>
        <translation>{n} 张卡没有可用插槽：请先移除一张卡，再手动移动卡</translation>
    </message>
    <message>
        <source>at most {n} cards of one model (as a build file takes)</source>
        <translation>同一型号最多 {n} 张卡（与配置文件的限制相同）</translation>
    </message>
    <message>
        <source>no free slot takes a {width}-slot {gpu}: remove or move a card first</source>
        <translation>没有空闲插槽能容纳 {width} 槽宽的 {gpu}：请先移除或移动一张卡</translation>
    </message>
    <message>
        <source>opening {opening} holds card {card}: add the card to an empty slot, or move that card first</source>
        <translation>开口 {opening} 已插有卡 {card}：请将卡添加到空插槽，或先移走那张卡</translation>
    </message>
    <message>
        <source>opening {opening} is not an x16 slot of {chassis}</source>
        <translation>开口 {opening} 不是 {chassis} 的 x16 插槽</translation>
    </message>
    <message>
        <source>there is no card {card} (the build has {n})</source>
        <translation>没有卡 {card}（此配置共有 {n} 张）</translation>
    </message>
    <message>
        <source>the build's last card cannot be removed: choose another GPU instead</source>
        <translation>不能移除配置中的最后一张卡：请改选其他 GPU</translation>
    </message>
    <message>
        <source>a card count must be 0 or more, got {count}</source>
        <translation>卡的数量必须为 0 或以上，实际为 {count}</translation>
    </message>
</context>
<context>
    <name>fixes</name>
    <message>
        <source>first</source>
        <translation>第一</translation>
    </message>
    <message>
        <source>second</source>
        <translation>第二</translation>
    </message>
    <message>
        <source>third</source>
        <translation>第三</translation>
    </message>
    <message>
        <source>fourth</source>
        <translation>第四</translation>
    </message>
    <message>
        <source>fifth</source>
        <translation>第五</translation>
    </message>
    <message>
        <source>sixth</source>
        <translation>第六</translation>
    </message>
    <message>
        <source>seventh</source>
        <translation>第七</translation>
    </message>
    <message>
        <source>eighth</source>
        <translation>第八</translation>
    </message>
    <message>
        <source>ninth</source>
        <translation>第九</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>第十</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>涡轮</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>开放式风扇</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>{earlier}; {later}</source>
        <translation>{earlier}；{later}</translation>
    </message>
    <message>
        <source>price change not known</source>
        <translation>价格变化未知</translation>
    </message>
    <message>
        <source>{amount} (illustrative)</source>
        <translation>{amount}（示意）</translation>
    </message>
    <message>
        <source>no stated PSU</source>
        <translation>未注明电源</translation>
    </message>
    <message>
        <source>remove {n} × {gpu} ({old} → {new})</source>
        <translation>移除 {n} × {gpu}（{old} → {new}）</translation>
    </message>
    <message>
        <source>add {n} × {gpu} ({old} → {new})</source>
        <translation>添加 {n} × {gpu}（{old} → {new}）</translation>
    </message>
    <message>
        <source>replace {n} × {old} with {n} × {new}</source>
        <translation>将 {n} × {old} 换成 {n} × {new}</translation>
    </message>
    <message>
        <source>replace {n} × {old} with {n} × {new} ({cooler})</source>
        <translation>将 {n} × {old} 换成 {n} × {new}（{cooler}）</translation>
    </message>
    <message>
        <source>replace {n} × {old} with {n} × {new} (cooler unknown)</source>
        <translation>将 {n} × {old} 换成 {n} × {new}（散热方式未知）</translation>
    </message>
    <message>
        <source>use the {new} chassis instead of the {old}</source>
        <translation>改用 {new} 机箱代替 {old}</translation>
    </message>
    <message>
        <source>add a {ordinal} {watts} W PSU</source>
        <translation>添加{ordinal}个 {watts} W 电源</translation>
    </message>
    <message>
        <source>{watts} PSUs</source>
        <translation>{watts} 电源</translation>
    </message>
    <message>
        <source>{watts} PSU</source>
        <translation>{watts} 电源</translation>
    </message>
    <message>
        <source>use {new} instead of {old}</source>
        <translation>改用 {new} 代替 {old}</translation>
    </message>
    <message>
        <source>use {new} GB of system memory instead of {old} GB</source>
        <translation>改用 {new} GB 系统内存代替 {old} GB</translation>
    </message>
    <message>
        <source>leave out the NVLink bridges</source>
        <translation>不使用 NVLink 桥接器</translation>
    </message>
    <message>
        <source>where the rules put them</source>
        <translation>规则安排的位置</translation>
    </message>
    <message>
        <source>no stated openings</source>
        <translation>未注明开口</translation>
    </message>
    <message>
        <source>re-place the cards at slot openings {where} (were at {was})</source>
        <translation>将卡重新放到槽位开口 {where}（原为 {was}）</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <source>Explain this (F1)</source>
        <translation>解释此项（F1）</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>Simplified Chinese</source>
        <translation>简体中文</translation>
    </message>
    <message>
        <source>Traditional Chinese</source>
        <translation>繁体中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
</context>
<context>
    <name>layout</name>
    <message>
        <source>{count} GPUs in a chassis the selection guide rates for {low}-{high}</source>
        <translation>{count} 块 GPU，机箱按选型指南支持 {low}-{high} 块</translation>
    </message>
    <message>
        <source>{count} GPUs, outside the {low}-{high} the selection guide rates this chassis for</source>
        <translation>{count} 块 GPU，超出选型指南为此机箱给出的 {low}-{high} 块</translation>
    </message>
    <message>
        <source>{missing} GPU(s) have no position in the diagram ({positions} positions)</source>
        <translation>{missing} 块 GPU 在示意图中没有位置（共 {positions} 个位置）</translation>
    </message>
    <message>
        <source>{gpu} is {width} slots wide, wider than a {position}-slot position</source>
        <translation>{gpu} 占 {width} 个插槽宽，超过 {position} 槽位置</translation>
    </message>
    <message>
        <source>GPU {gpu!r} is not in the catalog: card size and power not known</source>
        <translation>产品目录中没有 GPU {gpu!r}：显卡尺寸与功耗未知</translation>
    </message>
    <message>
        <source>PSU not stated by the selection guide</source>
        <translation>选型指南未注明电源</translation>
    </message>
    <message>
        <source>GPU board power ≈ {power} W ({count} × {each} W, reference table), {share} % of {psu} W PSU; CPU and drives not included</source>
        <translation>GPU 板卡功耗约 {power} W（{count} × {each} W，参考数据），占 {psu} W 电源的 {share} %；未含 CPU 与硬盘</translation>
    </message>
    <message>
        <source>GPU board power ≈ {power} W ({count} × {each} W, reference table)</source>
        <translation>GPU 板卡功耗约 {power} W（{count} × {each} W，参考数据）</translation>
    </message>
    <message>
        <source>Assumed (the guide gives no figure): {figures}</source>
        <translation>假定（选型指南未给出）：{figures}</translation>
    </message>
    <message>
        <source>board power of {gpu} not known</source>
        <translation>{gpu} 的板卡功耗未知</translation>
    </message>
    <message>
        <source>gpu positions</source>
        <translation>GPU 位置数</translation>
    </message>
    <message>
        <source>cpu pcie lanes</source>
        <translation>CPU PCIe 通道数</translation>
    </message>
    <message>
        <source>pcie switch</source>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <source>memory channels</source>
        <translation>内存通道数</translation>
    </message>
    <message>
        <source>dimm slots</source>
        <translation>DIMM 插槽数</translation>
    </message>
    <message>
        <source>psu</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>psu atx version</source>
        <translation>电源 ATX 版本</translation>
    </message>
    <message>
        <source>form factor</source>
        <translation>机箱形式</translation>
    </message>
    <message>
        <source>gpu range</source>
        <translation>GPU 数量范围</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
</context>
<context>
    <name>lint</name>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA 核心数</translation>
    </message>
    <message>
        <source>tensor cores</source>
        <translation>张量核心数</translation>
    </message>
    <message>
        <source>memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>memory bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>tensor TFLOPS</source>
        <translation>张量算力 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 半精度 TFLOPS</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 单精度 TFLOPS</translation>
    </message>
    <message>
        <source>FP8 tensor TFLOPS</source>
        <translation>FP8 张量 TFLOPS</translation>
    </message>
    <message>
        <source>FP4 tensor TFLOPS</source>
        <translation>FP4 张量 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 Tops (total)</source>
        <translation>FP16 Tops（合计）</translation>
    </message>
    <message>
        <source>GPU memory GB (total)</source>
        <translation>显存 GB（合计）</translation>
    </message>
    <message>
        <source>memory bandwidth GB/s (per GPU)</source>
        <translation>显存带宽 GB/s（每块 GPU）</translation>
    </message>
    <message>
        <source>{label} = {count} × {gpu}</source>
        <translation>{label} = {count} × {gpu}</translation>
    </message>
    <message>
        <source>{label} = the GPU's figure</source>
        <translation>{label} = 该 GPU 的参数</translation>
    </message>
    <message>
        <source>SKU {number} states {printed} {label}; {why} gives {computed}</source>
        <translation>SKU {number} 标注 {label} 为 {printed}；按 {why} 计算为 {computed}</translation>
    </message>
    <message>
        <source>SKU {number} states {printed} {label}; {computed} rounds to {rounded}</source>
        <translation>SKU {number} 标注 {label} 为 {printed}；计算值 {computed} 四舍五入为 {rounded}</translation>
    </message>
    <message>
        <source>a total within the printed precision, rounded the other way</source>
        <translation>合计在印刷精度之内，但舍入方向相反</translation>
    </message>
    <message>
        <source>{gpu}: {metric} {value} gives {label} {ratio}; {following} of {total} GPUs have {typical}, which would make it {expected}</source>
        <translation>{gpu}：{metric} {value} 得出 {label} {ratio}；{total} 款 GPU 中有 {following} 款为 {typical}，按此应为 {expected}</translation>
    </message>
    <message>
        <source>{label} is {typical} for {following} of {total} GPUs</source>
        <translation>{total} 款 GPU 中有 {following} 款的 {label} 为 {typical}</translation>
    </message>
    <message>
        <source>{gpu}: {metric} {value} is {ratio} × its tensor TFLOPS {tensor}; FP8 runs at {rule} × the dense FP16 tensor rate, which would make it {expected}</source>
        <translation>{gpu}：{metric} {value} 是其张量 TFLOPS {tensor} 的 {ratio} 倍；FP8 的速率是稠密 FP16 张量速率的 {rule} 倍，应为 {expected}</translation>
    </message>
    <message>
        <source>dense FP8 = {rule} × dense FP16 tensor (Ada, Hopper, Blackwell), within {tolerance:.1%}</source>
        <translation>稠密 FP8 = {rule} × 稠密 FP16 张量（Ada、Hopper、Blackwell），误差 {tolerance:.1%} 以内</translation>
    </message>
    <message>
        <source>SKU {number} prints {text!r}: {tb:g} TB on one SSD, while the other SSDs are about {typical:g} TB; GB is meant</source>
        <translation>SKU {number} 印作 {text!r}：单块 SSD {tb:g} TB，而其他 SSD 约为 {typical:g} TB；实为 GB</translation>
    </message>
    <message>
        <source>an SSD capacity 100× the others' cannot be right</source>
        <translation>SSD 容量是其他的 100 倍，不可能正确</translation>
    </message>
    <message>
        <source>SKU {number} prints bandwidth as {printed!r}</source>
        <translation>SKU {number} 的显存带宽印作 {printed!r}</translation>
    </message>
    <message>
        <source>the unit is GB/s</source>
        <translation>单位应为 GB/s</translation>
    </message>
    <message>
        <source>SKU {number}: code {code!r} does not follow the seed's code pattern</source>
        <translation>SKU {number}：编码 {code!r} 不符合选型指南的编码规则</translation>
    </message>
    <message>
        <source>see sku_codes.toml</source>
        <translation>见 sku_codes.toml</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>CPU 插座数</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <source>class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>CPU clock (tenths of GHz)</source>
        <translation>CPU 主频（单位 0.1 GHz）</translation>
    </message>
    <message>
        <source>memory GB</source>
        <translation>内存 GB</translation>
    </message>
    <message>
        <source>parallel storage TB</source>
        <translation>并行存储 TB</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>GPU letter</source>
        <translation>GPU 字母</translation>
    </message>
    <message>
        <source>SKU {number}: the code {code!r} says {what} {coded}, the row says {actual}</source>
        <translation>SKU {number}：编码 {code!r} 表示 {what} 为 {coded}，该行实为 {actual}</translation>
    </message>
    <message>
        <source>the code's {what} field (sku_codes.toml)</source>
        <translation>编码中的 {what} 字段（sku_codes.toml）</translation>
    </message>
    <message>
        <source>SKU {number} packs {count} × {gpu}; the seed's scale table ({scale}) says at most {most} per workstation</source>
        <translation>SKU {number} 装有 {count} × {gpu}；选型指南的模型规模表（{scale}）规定每台工作站最多 {most} 块</translation>
    </message>
    <message>
        <source>at most {most}</source>
        <translation>最多 {most}</translation>
    </message>
    <message>
        <source>the seed's CNN scale table</source>
        <translation>选型指南的 CNN 模型规模表</translation>
    </message>
    <message>
        <source>SKU {number} has {count} GPUs; its class ({sku_class}) is stated for {low}-{high}</source>
        <translation>SKU {number} 有 {count} 块 GPU；其类别（{sku_class}）标明支持 {low}-{high} 块</translation>
    </message>
    <message>
        <source>the section heading ({source})</source>
        <translation>该节标题（{source}）</translation>
    </message>
    <message>
        <source>The seed says {gpu} has the highest {metric} (“{quote}”); its own table gives {best} {best_value} against {value}</source>
        <translation>选型指南称 {gpu} 的 {metric} 最高（“{quote}”）；但其自身表格中 {best} 为 {best_value}，而 {gpu} 为 {value}</translation>
    </message>
    <message>
        <source>a claim checked against the seed's GPU table</source>
        <translation>对照选型指南 GPU 表核对的说法</translation>
    </message>
    <message>
        <source>the seed's own text</source>
        <translation>选型指南自身的文字</translation>
    </message>
    <message>
        <source>{gpu}: the seed gives {metric} {value}, the reference {reference} ({name}, {column}, {confidence})</source>
        <translation>{gpu}：选型指南给出 {metric} {value}，参考数据为 {reference}（{name}，{column}，{confidence}）</translation>
    </message>
    <message>
        <source>more than {tolerance:.0%} from the sourced reference</source>
        <translation>与有出处的参考数据相差超过 {tolerance:.0%}</translation>
    </message>
    <message>
        <source>{gpu}: the catalog has a {cooler} card, the reference describes {theirs} ({name}: {text}, {confidence}); the cooler belongs to the card variant sold</source>
        <translation>{gpu}：产品目录中该卡的散热方式为{cooler}，参考数据描述为{theirs}（{name}：{text}，{confidence}）；散热方式取决于所售显卡的版本</translation>
    </message>
    <message>
        <source>the seed's statement against the reference design</source>
        <translation>选型指南的说法与参考设计不一致</translation>
    </message>
    <message>
        <source>{gpu} is spelled {alias!r} in the seed</source>
        <translation>选型指南中 {gpu} 拼作 {alias!r}</translation>
    </message>
    <message>
        <source>the GPU table's spelling</source>
        <translation>GPU 表中的拼写</translation>
    </message>
    <message>
        <source>SKU {number}'s {label} cell carries extra text: {printed!r}</source>
        <translation>SKU {number} 的 {label} 单元格含多余文字：{printed!r}</translation>
    </message>
    <message>
        <source>a figure cell</source>
        <translation>数值单元格</translation>
    </message>
    <message>
        <source>SKU {number}'s CPU cell has unbalanced brackets: {cpu!r}</source>
        <translation>SKU {number} 的 CPU 单元格括号不成对：{cpu!r}</translation>
    </message>
    <message>
        <source>printed text</source>
        <translation>印刷文字</translation>
    </message>
</context>
<context>
    <name>market</name>
    <message>
        <source>mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>Taiwan</source>
        <translation>台湾</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>international markets</source>
        <translation>国际市场</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>International</source>
        <translation>国际</translation>
    </message>
    <message>
        <source>{flag}: unknown market {code!r}; use one of {codes}</source>
        <translation>{flag}：未知市场 {code!r}；可用：{codes}</translation>
    </message>
    <message>
        <source>not sold in {market} as of {date} (source: {source})</source>
        <translation>截至 {date} 在{market}不销售（来源：{source}）</translation>
    </message>
    <message>
        <source>not sold in {market} (source: {source})</source>
        <translation>在{market}不销售（来源：{source}）</translation>
    </message>
    <message>
        <source>availability in {market} is unknown</source>
        <translation>在{market}是否有售未知</translation>
    </message>
    <message>
        <source>{item}: {why}</source>
        <translation>{item}：{why}</translation>
    </message>
    <message>
        <source>{items}: {why}</source>
        <translation>{items}：{why}</translation>
    </message>
    <message>
        <source>use a card sold there, e.g. {cards}</source>
        <translation>改用该市场有售的显卡，例如 {cards}</translation>
    </message>
    <message>
        <source>choose another item that is sold there</source>
        <translation>请选择在该市场有售的其他配件</translation>
    </message>
    <message>
        <source>an SXM module for HGX boards (rack systems), not a workstation card</source>
        <translation>SXM 模块，用于 HGX 基板（机架系统），不是工作站显卡</translation>
    </message>
    <message>
        <source>a complete desktop AI system, not a card for a workstation build</source>
        <translation>整机桌面 AI 系统，不是可装入工作站的显卡</translation>
    </message>
    <message>
        <source>form factor {form}, not a workstation card</source>
        <translation>外形 {form}，不是工作站显卡</translation>
    </message>
</context>
<context>
    <name>packs</name>
    <message>
        <source>no availability data: every item counts as unknown in every market</source>
        <translation>无供货数据：每件商品在每个市场均视为未知</translation>
    </message>
    <message>
        <source>no GPU form factors: every GPU counts as a PCIe card</source>
        <translation>无 GPU 规格形态：每块 GPU 均视为 PCIe 卡</translation>
    </message>
</context>
<context>
    <name>pricing</name>
    <message>
        <source>price to be set</source>
        <translation>价格待定</translation>
    </message>
    <message>
        <source>{amount} (illustrative)</source>
        <translation>{amount}（示意价格）</translation>
    </message>
    <message>
        <source>date not stated</source>
        <translation>日期未注明</translation>
    </message>
    <message>
        <source>{basis} CNY {amount} ({date})</source>
        <translation>{basis} CNY {amount}（{date}）</translation>
    </message>
    <message>
        <source>{basis} USD {amount} ({date}) × {rate} CNY/USD on {as_of}</source>
        <translation>{basis} USD {amount}（{date}）× {rate} CNY/USD（{as_of} 汇率）</translation>
    </message>
    <message>
        <source>{known} plus 1 item price to be set</source>
        <translation>{known}，另有 1 项价格待定</translation>
    </message>
    <message>
        <source>{known} plus {n} items price to be set</source>
        <translation>{known}，另有 {n} 项价格待定</translation>
    </message>
</context>
<context>
    <name>recommend</name>
    <message>
        <source>small</source>
        <translation>小型</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>large</source>
        <translation>中大规模</translation>
    </message>
    <message>
        <source>very-large</source>
        <translation>超大规模</translation>
    </message>
    <message>
        <source>good</source>
        <translation>好</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更好</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>budget: {raw!r} names another currency; the budget is in CNY (e.g. 300000)</source>
        <translation>预算：{raw!r} 是其他币种；预算以人民币计（例如 300000）</translation>
    </message>
    <message>
        <source>budget: {raw!r} is not an amount in CNY (e.g. 100000)</source>
        <translation>预算：{raw!r} 不是人民币金额（例如 100000）</translation>
    </message>
    <message>
        <source>budget: must be at least 1 CNY, got {raw!r}</source>
        <translation>预算：至少为 1 元人民币，输入为 {raw!r}</translation>
    </message>
    <message>
        <source>budget: {raw!r} is too large</source>
        <translation>预算：{raw!r} 过大</translation>
    </message>
    <message>
        <source>gpu-count: {raw!r} is not N or MIN-MAX (e.g. 2-4)</source>
        <translation>GPU 数量：{raw!r} 不是 N 或 最小-最大 的形式（例如 2-4）</translation>
    </message>
    <message>
        <source>gpu-count: {raw!r} needs 1 &lt;= MIN &lt;= MAX</source>
        <translation>GPU 数量：{raw!r} 须满足 1 &lt;= 最小 &lt;= 最大</translation>
    </message>
    <message>
        <source>gpu-count: at most {most} GPUs per workstation, got {raw!r}</source>
        <translation>GPU 数量：每台工作站最多 {most} 块 GPU，输入为 {raw!r}</translation>
    </message>
    <message>
        <source>{metrics} unknown, and {share:.0%} of the weight is on it</source>
        <translation>{metrics} 未知，而其权重占 {share:.0%}</translation>
    </message>
    <message>
        <source>{memory} GB per card, below the {need} GB each card needs for {workload}: in data-parallel training every card holds the whole model, so more cards add no memory</source>
        <translation>每卡 {memory} GB，低于{workload}每卡所需的 {need} GB：数据并行训练中每张卡都要容纳整个模型，卡多并不增加显存</translation>
    </message>
    <message>
        <source>{reason} (source: {source})</source>
        <translation>{reason}（来源：{source}）</translation>
    </message>
    <message>
        <source>first priority of the custom weights</source>
        <translation>自定义权重的首要优先项</translation>
    </message>
    <message>
        <source>first {workload} priority</source>
        <translation>{workload} 首要优先项</translation>
    </message>
    <message>
        <source>{metric} unknown</source>
        <translation>{metric}未知</translation>
    </message>
    <message>
        <source>{metric} {value}</source>
        <translation>{metric} {value}</translation>
    </message>
    <message>
        <source>{metric} unknown ({which})</source>
        <translation>{metric}未知（{which}）</translation>
    </message>
    <message>
        <source>{metric} {value} {unit}: #{rank} of {total} ({which})</source>
        <translation>{metric} {value} {unit}：{total} 款中第 {rank} 名（{which}）</translation>
    </message>
    <message>
        <source>Then {figures}</source>
        <translation>其次：{figures}</translation>
    </message>
    <message>
        <source>Unknown {metrics}: left out of the score (weight {weight:.3g}; the other metrics' weights scaled up)</source>
        <translation>{metrics} 未知：不计入得分（权重 {weight:.3g}；其他指标的权重按比例放大）</translation>
    </message>
    <message>
        <source>Passive cooler: needs server airflow, not a workstation card</source>
        <translation>被动散热：需要服务器风道，不适合工作站</translation>
    </message>
    <message>
        <source>Open-air cooler: cannot be packed densely</source>
        <translation>开放式风扇散热：不能密集安装</translation>
    </message>
    <message>
        <source>Flagged figure: the catalog states {metric} {stated}, which the catalog lint questions ({why}; expected {expected})</source>
        <translation>存疑数值：目录所列{metric}为 {stated}，目录检查对此存疑（{why}；按规律应为 {expected}）</translation>
    </message>
    <message>
        <source>{flagged}; at {expected} it would rank #{rank}</source>
        <translation>{flagged}；若为 {expected}，将排第 {rank} 位</translation>
    </message>
    <message>
        <source>Bandwidth {bandwidth} GB/s with {memory} GB (√(bandwidth × memory) = {measure}): not graded for RNN (the grades take actively cooled cards with {least} GB or more)</source>
        <translation>带宽 {bandwidth} GB/s、显存 {memory} GB（√(带宽 × 显存) = {measure}）：不参与 RNN 分级（分级只看 {least} GB 及以上的主动散热卡）</translation>
    </message>
    <message>
        <source>Bandwidth {bandwidth} GB/s with {memory} GB: {grade} for RNN by rule (√(bandwidth × memory) = {measure})</source>
        <translation>带宽 {bandwidth} GB/s、显存 {memory} GB：按规则为 RNN“{grade}”（√(带宽 × 显存) = {measure}）</translation>
    </message>
    <message>
        <source>{said}; the seed does not grade it</source>
        <translation>{said}；选型指南未为其分级</translation>
    </message>
    <message>
        <source>{said}; the seed grades it {grade}</source>
        <translation>{said}；选型指南评为“{grade}”</translation>
    </message>
    <message>
        <source>model-scale: the catalog {catalog!r} has no scale table</source>
        <translation>模型规模：产品目录 {catalog!r} 没有模型规模表</translation>
    </message>
    <message>
        <source>model-scale: unknown {scale!r}; use one of {scales}</source>
        <translation>模型规模：未知的 {scale!r}；请使用 {scales} 之一</translation>
    </message>
    <message>
        <source>{gpu} ({memory} GB, {cooler}) also fits the {scale} scale by rule; the seed does not list it</source>
        <translation>{gpu}（{memory} GB，{cooler}）按规则也适合{scale}模型；选型指南未列出</translation>
    </message>
    <message>
        <source>the seed lists {gpu} for the {scale} scale; the rule does not ({memory} GB, {cooler})</source>
        <translation>选型指南为{scale}模型列出 {gpu}；按规则不适合（{memory} GB，{cooler}）</translation>
    </message>
    <message>
        <source>{gpu}: the seed says at most {seed_most} per workstation, the chassis rule gives {rule_most}</source>
        <translation>{gpu}：选型指南称每台工作站最多 {seed_most} 块，按机箱规则为 {rule_most} 块</translation>
    </message>
    <message>
        <source>{gpu}: SKU {number} ({code}) ships {count}, above the seed's own limit of {most} for this scale</source>
        <translation>{gpu}：SKU {number}（{code}）配置 {count} 块，超出选型指南自身对该规模规定的上限 {most} 块</translation>
    </message>
    <message>
        <source>{count} × {gpu} (GPU score {gpu_score:.1f}): about {effective:.2f} GPUs' worth for {workload}, assuming {pct} % kept per doubling</source>
        <translation>{count} × {gpu}（GPU 得分 {gpu_score:.1f}）：用于 {workload} 约相当于 {effective:.2f} 块 GPU，假定每翻一倍保留 {pct} %</translation>
    </message>
    <message>
        <source>fp16</source>
        <translation>FP16 半精度</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>¥{price:,}: ¥{per_point:,.0f} per score point</source>
        <translation>¥{price:,}：每得分点 ¥{per_point:,.0f}</translation>
    </message>
    <message>
        <source>The lineup builds it for {workload}</source>
        <translation>本产品线为 {workload} 配置</translation>
    </message>
    <message>
        <source>The 2020 selection guide marks it ideal for {workload} ({as_printed})</source>
        <translation>2020 年选型指南标注其为 {workload} 的理想选择（{as_printed}）</translation>
    </message>
    <message>
        <source>The guide states {printed} {figure}; {count} × {gpu} gives {computed}</source>
        <translation>选型指南标注 {figure} 为 {printed}；{count} × {gpu} 计算为 {computed}</translation>
    </message>
    <message>
        <source>{count} {cooler} cards: more than the {limit} that pack without blower coolers</source>
        <translation>{count} 块{cooler}显卡：超过非涡轮散热时可安装的 {limit} 块</translation>
    </message>
    <message>
        <source>no SKU left: the catalog's SKUs are built with {gpus}, none of them ranked here (see the notes above)</source>
        <translation>没有剩余的 SKU：本目录的 SKU 使用 {gpus}，均未进入此处的排名（见上方说明）</translation>
    </message>
    <message>
        <source>{gpu} is recommended on a figure the catalog lint flags: {metric} {stated}, where the pattern of the other cards gives {expected}; check the datasheet before quoting it</source>
        <translation>{gpu} 的推荐依据是目录检查存疑的数值：{metric} {stated}，按其他卡的规律应为 {expected}；报价前请核对数据手册</translation>
    </message>
    <message>
        <source>{workload}: each card needs {need} GB ({source}); not recommended, and their builds ranked last: {gpus}</source>
        <translation>{workload}：每卡需 {need} GB（{source}）；以下显卡不推荐，其整机排在最后：{gpus}</translation>
    </message>
    <message>
        <source>Recommended: the highest {metric} of the cards offered ({value} {unit})</source>
        <translation>推荐：在可选显卡中{metric}最高（{value} {unit}）</translation>
    </message>
    <message>
        <source>Recommended: {metric} {value} {unit} is within {within} % of the best ({best} {unit})</source>
        <translation>推荐：{metric} {value} {unit}，与最佳（{best} {unit}）相差不超过 {within}%</translation>
    </message>
    <message>
        <source>budget: must be above 0 CNY, got {budget}</source>
        <translation>预算：必须大于 0 元人民币，输入为 {budget}</translation>
    </message>
    <message>
        <source>min-gpu-memory: must be 0 or more GB, got {memory}</source>
        <translation>最低显存：必须为 0 GB 或以上，输入为 {memory}</translation>
    </message>
    <message>
        <source>gpu-count: needs 1 &lt;= MIN &lt;= MAX, got {low}-{high}</source>
        <translation>GPU 数量：须满足 1 &lt;= 最小 &lt;= 最大，输入为 {low}-{high}</translation>
    </message>
    <message>
        <source>gpu-count: at most {most} GPUs per workstation, got {low}-{high}</source>
        <translation>GPU 数量：每台工作站最多 {most} 块 GPU，输入为 {low}-{high}</translation>
    </message>
    <message>
        <source>{scale} models need {memory} GB per GPU (seed scale table); cards that fit by rule: {gpus}</source>
        <translation>{scale}模型每块 GPU 需要 {memory} GB 显存（选型指南模型规模表）；按规则适合的显卡：{gpus}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>not ranked (unknown figures): {gpus}</source>
        <translation>未排名（参数未知）：{gpus}</translation>
    </message>
    <message>
        <source>{gpu}: {why}</source>
        <translation>{gpu}：{why}</translation>
    </message>
    <message>
        <source>none of the cards for {scale} models has {memory} GB</source>
        <translation>适合{scale}模型的显卡均没有 {memory} GB 显存</translation>
    </message>
    <message>
        <source>no GPU has {memory} GB; the largest has {largest} GB</source>
        <translation>没有 {memory} GB 显存的 GPU；最大为 {largest} GB</translation>
    </message>
    <message>
        <source>left out for {scale} models, more cards than fit one workstation by the scale rule: {skus}</source>
        <translation>因{scale}模型不予列出（显卡数量超过模型规模规则下单台工作站可容纳的数量）：{skus}</translation>
    </message>
    <message>
        <source>{number} ({count} × {gpu}, at most {most})</source>
        <translation>{number}（{count} × {gpu}，最多 {most} 块）</translation>
    </message>
    <message>
        <source>no SKU has {low}-{high} GPUs; they have {least} to {most}</source>
        <translation>没有配 {low}-{high} 块 GPU 的 SKU；现有 SKU 配 {least} 至 {most} 块</translation>
    </message>
    <message>
        <source>no SKU within ¥{budget:,}; the cheapest that meets the other filters is {number} {code} at ¥{price:,}</source>
        <translation>没有 ¥{budget:,} 以内的 SKU；满足其他条件的最便宜型号为 {number} {code}，价格 ¥{price:,}</translation>
    </message>
    <message>
        <source>not sold in {market}</source>
        <translation>在{market}不销售</translation>
    </message>
    <message>
        <source>{item} (as of {date})</source>
        <translation>{item}（截至 {date}）</translation>
    </message>
    <message>
        <source>left out: {items}</source>
        <translation>已排除：{items}</translation>
    </message>
    <message>
        <source>{item}: {why}</source>
        <translation>{item}：{why}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>circuit not set</source>
        <translation>未设置电路</translation>
    </message>
    <message>
        <source>{earlier} or {later}</source>
        <translation>{earlier} 或 {later}</translation>
    </message>
    <message>
        <source>{earlier}, {later}</source>
        <translation>{earlier}、{later}</translation>
    </message>
    <message>
        <source>cannot check slots: the chassis {chassis!r} has no known slot map</source>
        <translation>无法检查插槽：机箱 {chassis!r} 没有已知的插槽布局</translation>
    </message>
    <message>
        <source>choose a chassis whose slot map the catalog knows</source>
        <translation>选择产品目录中已知插槽布局的机箱</translation>
    </message>
    <message>
        <source>{cards} cards need {openings} slot openings; the chassis {chassis} has {slots} x16 slots in {total} openings: {missing} card(s) do not fit</source>
        <translation>{cards} 张卡需要 {openings} 个槽位开口；机箱 {chassis} 在 {total} 个开口中有 {slots} 个 x16 插槽：{missing} 张卡装不下</translation>
    </message>
    <message>
        <source>remove {missing} card(s) or choose a chassis with more slots</source>
        <translation>移除 {missing} 张卡，或选择插槽更多的机箱</translation>
    </message>
    <message>
        <source>card {card} ({gpu}) is placed at opening {opening}, which is not an x16 slot of {chassis} (slots at {slots})</source>
        <translation>卡 {card}（{gpu}）放在开口 {opening}，这不是 {chassis} 的 x16 插槽（插槽位于 {slots}）</translation>
    </message>
    <message>
        <source>place the card in one of the chassis's slots</source>
        <translation>将卡插入机箱的某个插槽</translation>
    </message>
    <message>
        <source>card {card} ({gpu}, {width} slots wide) at opening {slot} needs openings {slot}-{last}; the chassis has {openings}</source>
        <translation>开口 {slot} 处的卡 {card}（{gpu}，槽位宽度 {width}）需要开口 {slot}-{last}；机箱只有 {openings} 个开口</translation>
    </message>
    <message>
        <source>move it to a higher slot</source>
        <translation>将其移到更靠上的插槽</translation>
    </message>
    <message>
        <source>card {card} ({gpu}, {width} slots wide) at opening {slot} covers opening {covered}, taken by card {other}</source>
        <translation>开口 {slot} 处的卡 {card}（{gpu}，槽位宽度 {width}）覆盖了开口 {covered}，而该开口已被卡 {other} 占用</translation>
    </message>
    <message>
        <source>leave the covered slot free or use a narrower card</source>
        <translation>让被覆盖的插槽空出，或改用更窄的卡</translation>
    </message>
    <message>
        <source>{count} × {gpu}: the seed's model-scale table allows at most {limit} in one workstation ({label}: {notes})</source>
        <translation>{count} × {gpu}：选型指南的模型规模表规定单台工作站最多 {limit} 块（{label}：{notes}）</translation>
    </message>
    <message>
        <source>use at most {limit} × {gpu}, or a blower card the table allows up to 9 of (Quadro RTX6000/RTX8000)</source>
        <translation>最多使用 {limit} × {gpu}，或改用该表允许最多 9 块的涡轮卡（Quadro RTX6000/RTX8000）</translation>
    </message>
    <message>
        <source>{n} GPUs in the {chassis}, a {low}-{high} GPU class ({source})</source>
        <translation>{chassis} 中有 {n} 块 GPU，而它属于 {low}-{high} 块 GPU 的级别（{source}）</translation>
    </message>
    <message>
        <source>use at most {high} GPUs or a larger class</source>
        <translation>最多使用 {high} 块 GPU，或改用更大级别的机箱</translation>
    </message>
    <message>
        <source>use {low}-{high} GPUs or a smaller class</source>
        <translation>使用 {low}-{high} 块 GPU，或改用更小级别的机箱</translation>
    </message>
    <message>
        <source>{count} × {gpu} are passively cooled and need server airflow; the chassis {chassis} is a tower</source>
        <translation>{count} × {gpu} 为被动散热，需要服务器风道；机箱 {chassis} 是塔式机箱</translation>
    </message>
    <message>
        <source>use an actively cooled (blower) card instead of {gpu}</source>
        <translation>改用主动散热（涡轮）卡代替 {gpu}</translation>
    </message>
    <message>
        <source>cannot check cooling: the cooler of {gpu} is unknown ({source})</source>
        <translation>无法检查散热：{gpu} 的散热方式未知（{source}）</translation>
    </message>
    <message>
        <source>not in the reference</source>
        <translation>参考资料中没有</translation>
    </message>
    <message>
        <source>confirm the card's cooler (blower cards pack densely)</source>
        <translation>确认该卡的散热方式（涡轮卡可密集安装）</translation>
    </message>
    <message>
        <source>leave a free slot below each open-air card, or use blower cards of the same GPU memory ({blowers})</source>
        <translation>在每张开放式散热卡下方留出一个空槽位，或改用显存相同的涡轮散热卡（{blowers}）</translation>
    </message>
    <message>
        <source>leave a free slot below each open-air card (this catalog has no blower card with as much GPU memory)</source>
        <translation>在每张开放式散热卡下方留出一个空槽位（本目录没有显存同样大的涡轮散热卡）</translation>
    </message>
    <message>
        <source>open-air cards ({gpus}) packed densely: {pairs} pair(s) of adjacent cards with no free opening between them in {chassis}</source>
        <translation>开放式风扇卡（{gpus}）安装过密：{chassis} 中有 {pairs} 对相邻的卡之间没有空开口</translation>
    </message>
    <message>
        <source>the power of CPU {cpu!r} is unknown</source>
        <translation>CPU {cpu!r} 的功耗未知</translation>
    </message>
    <message>
        <source>cannot check {subject}: the board power of {gpu} is unknown</source>
        <translation>无法检查{subject}：{gpu} 的板卡功耗未知</translation>
    </message>
    <message>
        <source>find the card's board power</source>
        <translation>查明该卡的板卡功耗</translation>
    </message>
    <message>
        <source>cannot check {subject}: {reason}</source>
        <translation>无法检查{subject}：{reason}</translation>
    </message>
    <message>
        <source>give the CPU's power (cpus[].power_w)</source>
        <translation>填写 CPU 的功耗（cpus[].power_w）</translation>
    </message>
    <message>
        <source>cannot check power: the build states no PSU (chassis {chassis})</source>
        <translation>无法检查功耗：配置未注明电源（机箱 {chassis}）</translation>
    </message>
    <message>
        <source>state the PSUs (psus_w)</source>
        <translation>注明电源（psus_w）</translation>
    </message>
    <message>
        <source>power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <source>sustained load {load} W (GPUs {gpu_w} W + CPUs {cpu_w} W + platform {platform_w} W) against PSUs {rated} W: over the rating</source>
        <translation>持续负载 {load} W（GPU {gpu_w} W + CPU {cpu_w} W + 平台 {platform_w} W），电源 {rated} W：超过额定功率</translation>
    </message>
    <message>
        <source>add PSUs or use larger ones: at least {need} W in total for 20 % headroom</source>
        <translation>增加电源或改用更大功率的电源：总计至少 {need} W，以留出 20 % 余量</translation>
    </message>
    <message>
        <source>sustained load {load} W (GPUs {gpu_w} W + CPUs {cpu_w} W + platform {platform_w} W) against PSUs {rated} W: above {share} % ({budget} W)</source>
        <translation>持续负载 {load} W（GPU {gpu_w} W + CPU {cpu_w} W + 平台 {platform_w} W），电源 {rated} W：超过 {share} %（{budget} W）</translation>
    </message>
    <message>
        <source>use at least {need} W of PSUs</source>
        <translation>使用总计至少 {need} W 的电源</translation>
    </message>
    <message>
        <source>GeForce RTX 20 bridges are 3- or 4-slot, at least one empty slot between the cards (Tom's Hardware)</source>
        <translation>GeForce RTX 20 的桥接器为 3 槽或 4 槽，两卡之间至少空一个插槽（Tom's Hardware）</translation>
    </message>
    <message>
        <source>RTX A6000 bridges are 2- or 3-slot (ServeTheHome)</source>
        <translation>RTX A6000 的桥接器为 2 槽或 3 槽（ServeTheHome）</translation>
    </message>
    <message>
        <source>A100 PCIe uses 2-slot bridges (reference notes)</source>
        <translation>A100 PCIe 使用 2 槽桥接器（参考笔记）</translation>
    </message>
    <message>
        <source>PSU {part} (assumed)</source>
        <translation>电源 {part}（假设）</translation>
    </message>
    <message>
        <source>PSU {part}</source>
        <translation>电源 {part}</translation>
    </message>
    <message>
        <source>stated in the build</source>
        <translation>配置中注明</translation>
    </message>
    <message>
        <source>sourced</source>
        <translation>有出处</translation>
    </message>
    <message>
        <source>stated</source>
        <translation>已注明</translation>
    </message>
    <message>
        <source>{status}: {note}</source>
        <translation>{status}：{note}</translation>
    </message>
    <message>
        <source>cannot check transients: the build states no PSU (chassis {chassis})</source>
        <translation>无法检查瞬态功耗：配置未注明电源（机箱 {chassis}）</translation>
    </message>
    <message>
        <source>cannot check transients: the PSUs' ATX version is unknown</source>
        <translation>无法检查瞬态功耗：电源的 ATX 版本未知</translation>
    </message>
    <message>
        <source>name a PSU part (psu) or give psu_atx_version</source>
        <translation>指定电源部件（psu）或填写 psu_atx_version</translation>
    </message>
    <message>
        <source>cannot check transients: the board power of {gpu} is unknown</source>
        <translation>无法检查瞬态功耗：{gpu} 的板卡功耗未知</translation>
    </message>
    <message>
        <source>cannot check transients: {reason}</source>
        <translation>无法检查瞬态功耗：{reason}</translation>
    </message>
    <message>
        <source>transient peak {peak} W (GPUs {terms} + CPUs {cpu_w} W + platform {platform_w} W) over {limit} W, 200 % of the PSUs' {rated} W, ATX {version} ({basis}): more than an ATX 3.x PSU takes for 100 µs, so GPU power spikes may shut the workstation down under load</source>
        <translation>瞬态峰值 {peak} W（GPU {terms} + CPU {cpu_w} W + 平台 {platform_w} W）超过 {limit} W，即电源 {rated} W 的 200 %，ATX {version}（{basis}）：超出 ATX 3.x 电源 100 µs 内可承受的范围，因此 GPU 功耗尖峰可能导致工作站在负载下关机</translation>
    </message>
    <message>
        <source>use at least {need} W of ATX 3.x PSUs</source>
        <translation>使用总计至少 {need} W 的 ATX 3.x 电源</translation>
    </message>
    <message>
        <source>transient peak {peak} W (GPUs {terms} + CPUs {cpu_w} W + platform {platform_w} W) over the PSUs' {rated} W, ATX {version} ({basis}): an ATX 2.x PSU is specified only up to its rating, so GPU power spikes may shut the workstation down under load</source>
        <translation>瞬态峰值 {peak} W（GPU {terms} + CPU {cpu_w} W + 平台 {platform_w} W）超过电源的 {rated} W，ATX {version}（{basis}）：ATX 2.x 电源的规格仅到其额定功率，因此 GPU 功耗尖峰可能导致工作站在负载下关机</translation>
    </message>
    <message>
        <source>use ATX 3.x PSUs (200 % for 100 µs: at least {need} W) or at least {peak} W of ATX 2.x PSUs</source>
        <translation>使用 ATX 3.x 电源（100 µs 内可承受 200 %：至少 {need} W），或总计至少 {peak} W 的 ATX 2.x 电源</translation>
    </message>
    <message>
        <source>cannot check the 16-pin connector of {gpus}: the PSUs' ATX version is unknown</source>
        <translation>无法检查 {gpus} 的 16-pin 接口：电源的 ATX 版本未知</translation>
    </message>
    <message>
        <source>use an ATX 3.x PSU with native 12V-2x6 cables</source>
        <translation>使用带原生 12V-2x6 线缆的 ATX 3.x 电源</translation>
    </message>
    <message>
        <source>{gpus} use(s) the 16-pin 12VHPWR / 12V-2x6 connector; the PSUs are ATX {version} ({basis}), without native 12V-2x6 cables</source>
        <translation>{gpus} 使用 16-pin 12VHPWR / 12V-2x6 接口；电源为 ATX {version}（{basis}），没有原生 12V-2x6 线缆</translation>
    </message>
    <message>
        <source>use an ATX 3.x PSU with native 12V-2x6 cables (no 8-pin adapters)</source>
        <translation>使用带原生 12V-2x6 线缆的 ATX 3.x 电源（不要用 8-pin 转接线）</translation>
    </message>
    <message>
        <source>cannot check power connectors: the connectors of {gpus} are unknown</source>
        <translation>无法检查供电接口：{gpus} 的接口未知</translation>
    </message>
    <message>
        <source>confirm the card's power connectors</source>
        <translation>确认该卡的供电接口</translation>
    </message>
    <message>
        <source>PSU {part}, assumed</source>
        <translation>电源 {part}，假设</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>wall circuit</source>
        <translation>墙插电路</translation>
    </message>
    <message>
        <source>{psus} PSU(s) on {used} circuit(s): {worst} W on the busiest</source>
        <translation>{psus} 个电源分布在 {used} 条电路上：负载最重的电路为 {worst} W</translation>
    </message>
    <message>
        <source>{psus} PSU(s) on one circuit</source>
        <translation>{psus} 个电源接在同一条电路上</translation>
    </message>
    <message>
        <source>no PSU stated, spread evenly over {used} circuits: at least {worst} W each</source>
        <translation>未注明电源，平均分配到 {used} 条电路：每条至少 {worst} W</translation>
    </message>
    <message>
        <source>no PSU stated, on one circuit</source>
        <translation>未注明电源，接在一条电路上</translation>
    </message>
    <message>
        <source>cannot check wall circuit: the site's circuit is not set</source>
        <translation>无法检查墙插电路：未设置现场的电路</translation>
    </message>
    <message>
        <source>set the site's circuit</source>
        <translation>设置现场的电路</translation>
    </message>
    <message>
        <source>cannot check wall circuit: the build states no PSU (wall draw {wall} W on {site})</source>
        <translation>无法检查墙插电路：配置未注明电源（市电功耗 {wall} W，电路 {site}）</translation>
    </message>
    <message>
        <source>spread the PSUs over {need} separate {circuit} circuits (at least {need} PSUs, one per circuit), or use a {bigger} circuit</source>
        <translation>将电源分布到 {need} 条独立的 {circuit} 电路（至少 {need} 个电源，每条电路一个），或改用 {bigger} 电路</translation>
    </message>
    <message>
        <source>spread the PSUs over {need} separate {circuit} circuits (at least {need} PSUs, one per circuit)</source>
        <translation>将电源分布到 {need} 条独立的 {circuit} 电路（至少 {need} 个电源，每条电路一个）</translation>
    </message>
    <message>
        <source>wall draw {wall} W (load {load} W at {efficiency} % efficiency, {basis}), {spread}: over the {usable} W usable of a {circuit} circuit (80 % of {rating} W)</source>
        <translation>市电功耗 {wall} W（负载 {load} W，效率 {efficiency} %，{basis}），{spread}：超过 {circuit} 电路的可用功率 {usable} W（{rating} W 的 80 %）</translation>
    </message>
    <message>
        <source>cannot check PCIe lanes: the CPU lanes of {chassis} are unknown (its chassis file assumes PCIe switches)</source>
        <translation>无法检查 PCIe 通道：{chassis} 的 CPU 通道数未知（其机箱文件假设使用 PCIe 交换芯片）</translation>
    </message>
    <message>
        <source>cannot check PCIe lanes: the CPU lanes of {chassis} are unknown</source>
        <translation>无法检查 PCIe 通道：{chassis} 的 CPU 通道数未知</translation>
    </message>
    <message>
        <source>name a CPU part with its PCIe lanes</source>
        <translation>指定标明 PCIe 通道数的 CPU 部件</translation>
    </message>
    <message>
        <source>{below} of {cards} cards get fewer than 8 lanes ({links} from {lanes} CPU lanes, {basis}; GPUs only counted)</source>
        <translation>{cards} 张卡中有 {below} 张得到的通道少于 8 条（{links}，来自 {lanes} 条 CPU 通道，{basis}；仅计 GPU）</translation>
    </message>
    <message>
        <source>use fewer GPUs or a CPU with more PCIe lanes (Xeon W-3400: 112, Threadripper PRO: 128)</source>
        <translation>减少 GPU，或改用 PCIe 通道更多的 CPU（Xeon W-3400：112，Threadripper PRO：128）</translation>
    </message>
    <message>
        <source>{short} of {cards} cards run at x8 ({links} from {lanes} CPU lanes, {basis}; GPUs only counted): host &lt;-&gt; device bandwidth halved: PCIe {gen}.0 x16 ≈ {x16:.1f} GB/s, x8 ≈ {x8:.1f} GB/s per direction</source>
        <translation>{cards} 张卡中有 {short} 张以 x8 运行（{links}，来自 {lanes} 条 CPU 通道，{basis}；仅计 GPU）：主机 &lt;-&gt; 设备带宽减半：PCIe {gen}.0 x16 ≈ {x16:.1f} GB/s，x8 ≈ {x8:.1f} GB/s（单向）</translation>
    </message>
    <message>
        <source>{short} of {cards} cards run at x8 ({links} from {lanes} CPU lanes, {basis}; GPUs only counted): host &lt;-&gt; device bandwidth halved</source>
        <translation>{cards} 张卡中有 {short} 张以 x8 运行（{links}，来自 {lanes} 条 CPU 通道，{basis}；仅计 GPU）：主机 &lt;-&gt; 设备带宽减半</translation>
    </message>
    <message>
        <source>guidance: x8 slows data loading and gradient exchange without NVLink, and matters little for compute-bound training whose data fit in GPU memory; for x16 on every card use a CPU with more lanes or fewer GPUs</source>
        <translation>建议：没有 NVLink 时，x8 会减慢数据加载和梯度交换；对数据可放入显存的计算密集型训练影响不大。若要每张卡都以 x16 运行，请使用通道更多的 CPU 或减少 GPU</translation>
    </message>
    <message>
        <source>NVLink bridges join cards of one model; the build mixes {gpus}</source>
        <translation>NVLink 桥接器只能连接同一型号的卡；此配置混用了 {gpus}</translation>
    </message>
    <message>
        <source>use one GPU model for the bridged cards, or no NVLink</source>
        <translation>桥接的卡使用同一 GPU 型号，或不使用 NVLink</translation>
    </message>
    <message>
        <source>cannot check NVLink: whether {gpu} has NVLink is unknown</source>
        <translation>无法检查 NVLink：不知道 {gpu} 是否支持 NVLink</translation>
    </message>
    <message>
        <source>confirm the card has an NVLink connector</source>
        <translation>确认该卡带有 NVLink 接口</translation>
    </message>
    <message>
        <source>{gpu} has no NVLink ({fact})</source>
        <translation>{gpu} 不支持 NVLink（{fact}）</translation>
    </message>
    <message>
        <source>drop NVLink or choose a card with NVLink ({gpus})</source>
        <translation>取消 NVLink，或选择支持 NVLink 的卡（{gpus}）</translation>
    </message>
    <message>
        <source>drop NVLink or choose a card with NVLink</source>
        <translation>取消 NVLink，或选择支持 NVLink 的卡</translation>
    </message>
    <message>
        <source>{count} × {gpu}: NVLink bridges join pairs, so 1 card stays unbridged</source>
        <translation>{count} × {gpu}：NVLink 桥接器成对连接卡，因此有 1 张卡无法桥接</translation>
    </message>
    <message>
        <source>use {fewer} or {more} cards</source>
        <translation>使用 {fewer} 张或 {more} 张卡</translation>
    </message>
    <message>
        <source>cannot check NVLink spacing: the slot map of {chassis} is unknown</source>
        <translation>无法检查 NVLink 间距：{chassis} 的插槽布局未知</translation>
    </message>
    <message>
        <source>check the bridge against the slot spacing</source>
        <translation>根据插槽间距核对桥接器</translation>
    </message>
    <message>
        <source>cannot check NVLink spacing: the reference gives no bridge sizes for {gpu}</source>
        <translation>无法检查 NVLink 间距：参考资料未给出 {gpu} 的桥接器尺寸</translation>
    </message>
    <message>
        <source>{gap} openings apart (openings {a} and {b})</source>
        <translation>相隔 {gap} 个开口（开口 {a} 和 {b}）</translation>
    </message>
    <message>
        <source>{bad} of {pairs} bridged pair(s) sit {apart}; {source}: {want} apart</source>
        <translation>{pairs} 对桥接卡中有 {bad} 对{apart}；{source}：应相隔 {want}</translation>
    </message>
    <message>
        <source>place each pair's cards {want} slot openings apart (placement)</source>
        <translation>将每对卡放在相隔 {want} 个槽位开口的位置（placement）</translation>
    </message>
    <message>
        <source>{value} ({basis})</source>
        <translation>{value}（{basis}）</translation>
    </message>
    <message>
        <source>cannot check board size: the largest board the {chassis} takes is unknown</source>
        <translation>无法检查主板尺寸：{chassis} 可容纳的最大主板未知</translation>
    </message>
    <message>
        <source>confirm the chassis takes the board</source>
        <translation>确认机箱能容纳该主板</translation>
    </message>
    <message>
        <source>an {board} board ({size}) does not fit the {chassis}, which takes boards up to {top} ({described})</source>
        <translation>{board} 主板（{size}）装不进 {chassis}，该机箱最大只能容纳 {top} 主板（{described}）</translation>
    </message>
    <message>
        <source>use a board of {top} size or smaller, or a larger chassis</source>
        <translation>使用 {top} 或更小尺寸的主板，或改用更大的机箱</translation>
    </message>
    <message>
        <source>{gpu} {length} mm</source>
        <translation>{gpu} {length} mm</translation>
    </message>
    <message>
        <source>{gpu} unknown</source>
        <translation>{gpu} 未知</translation>
    </message>
    <message>
        <source>cannot check card length: the longest card the {chassis} takes is unknown ({known})</source>
        <translation>无法检查显卡长度：{chassis} 可容纳的最长显卡未知（{known}）</translation>
    </message>
    <message>
        <source>confirm the case's GPU clearance</source>
        <translation>确认机箱的显卡安装空间</translation>
    </message>
    <message>
        <source>{gpu} is {length} mm long; the {chassis} takes cards up to {described}</source>
        <translation>{gpu} 长 {length} mm；{chassis} 可容纳的显卡最长为 {described}</translation>
    </message>
    <message>
        <source>use a shorter card or a case with at least {length} mm of GPU clearance</source>
        <translation>改用更短的卡，或显卡安装空间至少 {length} mm 的机箱</translation>
    </message>
    <message>
        <source>cannot check card length: the length of {gpus} is unknown (the {chassis} takes up to {limit:g} mm)</source>
        <translation>无法检查显卡长度：{gpus} 的长度未知（{chassis} 最长可容纳 {limit:g} mm）</translation>
    </message>
    <message>
        <source>confirm the card's length</source>
        <translation>确认该卡的长度</translation>
    </message>
    <message>
        <source>cannot check memory: the memory of {gpu} is unknown</source>
        <translation>无法检查内存：{gpu} 的显存未知</translation>
    </message>
    <message>
        <source>system memory {memory} GB is less than the GPUs' total {total} GB (guidance: at least as much)</source>
        <translation>系统内存 {memory} GB 少于 GPU 显存总量 {total} GB（建议：至少与之相当）</translation>
    </message>
    <message>
        <source>use at least {total} GB of system memory</source>
        <translation>使用至少 {total} GB 的系统内存</translation>
    </message>
</context>
<context>
    <name>search</name>
    <message>
        <source>parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>left out: the platform of SKU {number} ({code}): {error}</source>
        <translation>未纳入：SKU {number}（{code}）的平台：{error}</translation>
    </message>
    <message>
        <source>left out: the platform of SKU {number} ({code}): its {count} × {gpu} have no list price, so the platform's price cannot be derived (the printed SKU itself stays a candidate)</source>
        <translation>未纳入：SKU {number}（{code}）的平台：其 {count} × {gpu} 没有标价，无法推算平台价格（该 SKU 本身仍为候选）</translation>
    </message>
    <message>
        <source>left out: the platform of SKU {number} ({code}): {price} − {count} × {gpu} at list {unit} = {amount}, not above 0 (the printed SKU itself stays a candidate)</source>
        <translation>未纳入：SKU {number}（{code}）的平台：{price} − {count} × {gpu}（标价 {unit}）= {amount}，不大于 0（该 SKU 本身仍为候选）</translation>
    </message>
    <message>
        <source>SKUs {numbers} and {last} have the same platform; custom builds on it take the lowest derived price, SKU {number}'s</source>
        <translation>SKU {numbers} 与 {last} 平台相同；基于该平台的自定义配置采用最低的推算价格，即 SKU {number} 的价格</translation>
    </message>
    <message>
        <source>every parts build takes one system drive, {drive} (the cheapest priced drive part, the first listed when none is priced)</source>
        <translation>每个部件配置都含一块系统盘 {drive}（有标价的硬盘中最便宜的；都无标价时取列表第一个）</translation>
    </message>
    <message>
        <source>{chassis} (its platform is unknown)</source>
        <translation>{chassis}（平台未知）</translation>
    </message>
    <message>
        <source>left out: chassis {chassis}</source>
        <translation>未纳入的机箱：{chassis}</translation>
    </message>
    <message>
        <source>SKU and parts</source>
        <translation>SKU 与部件</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>SKU</translation>
    </message>
    <message>
        <source>no</source>
        <translation>无</translation>
    </message>
    <message>
        <source>{gpu} above {most}</source>
        <translation>{gpu} 超过 {most} 块</translation>
    </message>
    <message>
        <source>at most as many cards as fit one workstation by the {scale} scale rule: {gpus}</source>
        <translation>显卡数量不超过{scale}模型规则下单台工作站可容纳的数量：{gpus}</translation>
    </message>
    <message>
        <source>the catalog {catalog!r} has no SKUs and no platform parts to build on</source>
        <translation>产品目录 {catalog!r} 既没有 SKU，也没有可用于组装的平台部件</translation>
    </message>
    <message>
        <source>{part} {price}</source>
        <translation>{part} {price}</translation>
    </message>
    <message>
        <source>parts {known} ({parts}) + {count} × {gpu} at {unit} ({basis}) = {price}</source>
        <translation>部件 {known}（{parts}）+ {count} × {gpu}，单价 {unit}（{basis}）= {price}</translation>
    </message>
    <message>
        <source>SKU price: {basis}</source>
        <translation>SKU 价格：{basis}</translation>
    </message>
    <message>
        <source>custom build price: {basis}</source>
        <translation>自定义配置价格：{basis}</translation>
    </message>
    <message>
        <source>{to_be_set}: {gpus} has no list price, so the price cannot be derived</source>
        <translation>{to_be_set}：{gpus} 没有标价，无法推算价格</translation>
    </message>
    <message>
        <source>{to_be_set}: {gpus} have no list price, so the price cannot be derived</source>
        <translation>{to_be_set}：{gpus} 没有标价，无法推算价格</translation>
    </message>
    <message>
        <source>{to_be_set}: {base}'s price {price} less its GPUs at list price is {platform}, not above 0</source>
        <translation>{to_be_set}：{base} 的价格 {price} 减去其 GPU 的标价后为 {platform}，不大于 0</translation>
    </message>
    <message>
        <source> − {count} × {gpu} at list {unit}</source>
        <translation> − {count} × {gpu}（标价 {unit}）</translation>
    </message>
    <message>
        <source> + {count} × {gpu} at list {unit}</source>
        <translation> + {count} × {gpu}（标价 {unit}）</translation>
    </message>
    <message>
        <source>{base}'s price {price}{terms} = {amount} ({kind}; list prices: {lists})</source>
        <translation>{base} 的价格 {price}{terms} = {amount}（{kind}；标价：{lists}）</translation>
    </message>
    <message>
        <source>{gpu} {basis}</source>
        <translation>{gpu} {basis}</translation>
    </message>
    <message>
        <source>{base}'s price {price}{terms} = {amount} ({kind})</source>
        <translation>{base} 的价格 {price}{terms} = {amount}（{kind}）</translation>
    </message>
    <message>
        <source>the custom build</source>
        <translation>该自定义配置</translation>
    </message>
    <message>
        <source>{to_be_set}: the build changes more than {base}'s GPUs, and the catalog prices no such change</source>
        <translation>{to_be_set}：该配置改动的不只是 {base} 的 GPU，产品目录没有此类改动的价格</translation>
    </message>
    <message>
        <source>{base}'s price {price}, the same GPUs ({kind})</source>
        <translation>{base} 的价格 {price}，GPU 相同（{kind}）</translation>
    </message>
    <message>
        <source>printed SKU {number} {code} at its own price</source>
        <translation>选型指南所列 SKU {number} {code}，按其自身价格</translation>
    </message>
    <message>
        <source>platform of SKU {number} {code} with another GPU line</source>
        <translation>SKU {number} {code} 的平台，换用其他 GPU</translation>
    </message>
    <message>
        <source>built from parts: {platform}</source>
        <translation>由部件组装：{platform}</translation>
    </message>
    <message>
        <source>{price}: {per_point} per score point</source>
        <translation>{price}：每得分点 {per_point}</translation>
    </message>
    <message>
        <source>{n} warning(s): {messages}</source>
        <translation>{n} 项警告：{messages}</translation>
    </message>
    <message>
        <source>{item} ({candidates})</source>
        <translation>{item}（{candidates}）</translation>
    </message>
    <message>
        <source>{total} valid-looking candidates need prices for: {items}; import a price list (File ▸ Import catalog or price list…) to include them</source>
        <translation>{total} 个看似有效的候选配置需要以下各项的价格：{items}；导入价目表（文件 ▸ 导入产品目录或价目表…）即可纳入</translation>
    </message>
    <message>
        <source>searched {platforms} {kinds} platform(s) × {gpus} GPU model(s) × {low}-{high} GPUs, beside {printed} printed SKU(s) that pass the filters: {size} candidates, {evaluated} checked by the rules, {front} on the front (printed SKUs compete at their own price and are marked SKU)</source>
        <translation>已搜索 {platforms} 个平台（{kinds}）× {gpus} 款 GPU × {low}-{high} 块 GPU，另有 {printed} 个符合条件的选型指南所列 SKU：共 {size} 个候选，{evaluated} 个经规则检查，{front} 个位于最优前沿（选型指南所列 SKU 按其自身价格参与比较，并标为 SKU）</translation>
    </message>
    <message>
        <source>prices marked (illustrative) use illustrative prices (for the seed: launch MSRPs × an assumed exchange rate, not from the seed); import the vendor's price list for firm ones</source>
        <translation>标为（示意价格）的价格使用示意价格（对选型指南而言：首发建议零售价 × 假定汇率，并非出自选型指南）；导入供应商价格表可得到确定价格</translation>
    </message>
    <message>
        <source>raised to {amount}: it has all of SKU {number}'s parts, which costs {price}{extra}</source>
        <translation>提高到 {amount}：它包含 SKU {number} 的全部部件，该 SKU 售价 {price}{extra}</translation>
    </message>
    <message>
        <source>, and {n} × {gpu} more at list {unit}</source>
        <translation>，另加 {n} × {gpu}（标价 {unit}）</translation>
    </message>
    <message>
        <source>raised to {amount}: it has SKU {number}'s parts ({price}) but {n} × {gpu} (at list {unit})</source>
        <translation>提高到 {amount}：它包含 SKU {number} 的部件（{price}），但少 {n} × {gpu}（标价 {unit}）</translation>
    </message>
    <message>
        <source>{basis}; {why}</source>
        <translation>{basis}；{why}</translation>
    </message>
</context>
<context>
    <name>severity</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>sizing</name>
    <message>
        <source>on one card</source>
        <translation>单卡运行</translation>
    </message>
    <message>
        <source>with data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>with FSDP sharding</source>
        <translation>FSDP 分片</translation>
    </message>
    <message>
        <source>with tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>with pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>{count} × {gpu} ({count} × {memory} GB) {how} and activation checkpointing</source>
        <translation>{count} × {gpu}（{count} × {memory} GB），{how}，并启用激活检查点</translation>
    </message>
    <message>
        <source>{count} × {gpu} ({count} × {memory} GB) {how}</source>
        <translation>{count} × {gpu}（{count} × {memory} GB），{how}</translation>
    </message>
    <message>
        <source>does not fit: its memory is unknown</source>
        <translation>装不下：显存容量未知</translation>
    </message>
    <message>
        <source>does not fit: needs {need:,.0f} GB a card on {cards}, has {has:,.0f}</source>
        <translation>装不下：{cards} 张卡时每张需 {need:,.0f} GB，可用 {has:,.0f} GB</translation>
    </message>
    <message>
        <source>no decode for this model</source>
        <translation>此模型没有逐 token 生成</translation>
    </message>
    <message>
        <source>does not fit: needs {need} × {gpu}, has {has}</source>
        <translation>装不下：需要 {need} × {gpu}，本机只有 {has} 张</translation>
    </message>
    <message>
        <source>one {gpu} ({memory} GB) is not enough</source>
        <translation>单张 {gpu}（{memory} GB）不够</translation>
    </message>
    <message>
        <source>in {precision} one card holds it</source>
        <translation>改用 {precision} 时单卡即可</translation>
    </message>
    <message>
        <source>needs about {need:,.0f} GB in {precision}: {cards}</source>
        <translation>{precision} 下约需 {need:,.0f} GB：{cards}</translation>
    </message>
    <message>
        <source>no card of the catalog holds it</source>
        <translation>目录中没有能装下它的卡</translation>
    </message>
    <message>
        <source>must be at least 1, not {value}</source>
        <translation>至少为 1，不能是 {value}</translation>
    </message>
    <message>
        <source>{value:,} is more than {most:,} sequences or images at once</source>
        <translation>{value:,} 超过一次最多 {most:,} 条序列或张图像</translation>
    </message>
    <message>
        <source>{task!r} is for image models; {model} takes inference, full, lora, qlora or pretrain</source>
        <translation>{task!r} 用于图像模型；{model} 可选 inference、full、lora、qlora 或 pretrain</translation>
    </message>
    <message>
        <source>must be at least 1 token, not {value}</source>
        <translation>至少 1 个 token，不能是 {value}</translation>
    </message>
    <message>
        <source>{tokens:,} tokens is above {model}'s maximum of {maximum:,}</source>
        <translation>{tokens:,} 个 token 超过 {model} 的上限 {maximum:,}</translation>
    </message>
    <message>
        <source>{task!r} is for transformers; {model} takes inference or train</source>
        <translation>{task!r} 用于 Transformer 模型；{model} 可选 inference 或 train</translation>
    </message>
    <message>
        <source>must be at least 8 px, not {value}</source>
        <translation>至少 8 像素，不能是 {value}</translation>
    </message>
    <message>
        <source>{task} training updates every weight, so it runs in fp32, bf16 or fp16, not {precision}</source>
        <translation>{task} 训练会更新全部权重，须用 fp32、bf16 或 fp16，不能用 {precision}</translation>
    </message>
    <message>
        <source>LoRA on a 4-bit base model is QLoRA (task qlora)</source>
        <translation>在 4 位基础模型上做 LoRA 即 QLoRA（任务选 qlora）</translation>
    </message>
    <message>
        <source>QLoRA holds the base model in nf4, not {precision}</source>
        <translation>QLoRA 以 nf4 存放基础模型，不能用 {precision}</translation>
    </message>
    <message>
        <source>memory bandwidth unknown</source>
        <translation>显存带宽未知</translation>
    </message>
    <message>
        <source>not a training task</source>
        <translation>不是训练任务</translation>
    </message>
    <message>
        <source>no training data given (tokens or images)</source>
        <translation>未给出训练数据量（token 数或图像数）</translation>
    </message>
    <message>
        <source>the catalog states no {precision} peak for {gpu}</source>
        <translation>产品目录未注明 {gpu} 的 {precision} 峰值算力</translation>
    </message>
</context>
<context>
    <name>sizing_chart</name>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>单卡</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>FSDP sharding</source>
        <translation>FSDP 分片</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>{count} × {gpu}, {how} and activation checkpointing</source>
        <translation>{count} × {gpu}，{how}并启用激活检查点</translation>
    </message>
    <message>
        <source>{count} × {gpu}, {how}</source>
        <translation>{count} × {gpu}，{how}</translation>
    </message>
    <message>
        <source>Decode: batch × bandwidth × cards × {util:g} ÷ bytes a step (active weights + KV cache); outline: the bound at full bandwidth</source>
        <translation>解码：批量 × 带宽 × 卡数 × {util:g} ÷ 每步字节数（激活权重 + KV 缓存）；外框：满带宽时的上限</translation>
    </message>
    <message>
        <source>Training: FLOPs ÷ (peak × {mfu:g} utilisation × effective cards); outline: the bound at full peak on every card</source>
        <translation>训练：FLOPs ÷（峰值 × {mfu:g} 利用率 × 有效卡数）；外框：每张卡都达到峰值时的下限</translation>
    </message>
    <message>
        <source>No training time: the amount of training data (tokens or images) is not given</source>
        <translation>无训练时间：未给出训练数据量（token 数或图像数）</translation>
    </message>
    <message>
        <source>No decode speed: {model} does not generate tokens</source>
        <translation>无解码速度：{model} 不生成 token</translation>
    </message>
</context>
<context>
    <name>storage</name>
    <message>
        <source>{path} is another program's database, not Rigwright's: nothing was changed in it. Start Rigwright with another database file.</source>
        <translation>{path} 是其他程序的数据库，不是 Rigwright 的：其中的内容未作任何改动。请用另一个数据库文件启动 Rigwright。</translation>
    </message>
    <message>
        <source>{path} is not a database (it is not an SQLite file): nothing was changed in it. Start Rigwright with another database file.</source>
        <translation>{path} 不是数据库（不是 SQLite 文件）：其中的内容未作任何改动。请用另一个数据库文件启动 Rigwright。</translation>
    </message>
</context>
<context>
    <name>vendor_skus</name>
    <message>
        <source>code: give the SKU a code</source>
        <translation>型号代码：请为 SKU 指定代码</translation>
    </message>
    <message>
        <source>{field}: at most {n} characters</source>
        <translation>{field}：最多 {n} 个字符</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}：{problem}</translation>
    </message>
    <message>
        <source>code: the catalog already has SKU {number} “{code}”</source>
        <translation>型号代码：产品目录中已有 SKU {number}“{code}”</translation>
    </message>
    <message>
        <source>gpus: the GPU {gpu} states no {figure} figure</source>
        <translation>GPU：{gpu} 未标明 {figure} 数值</translation>
    </message>
    <message>
        <source>gpus: a workstation SKU has one GPU model (and at least one card)</source>
        <translation>GPU：一个工作站 SKU 只含一种 GPU 型号（且至少一张卡）</translation>
    </message>
    <message>
        <source>price: the build has no price yet (price to be set)</source>
        <translation>价格：此配置尚无价格（待定价）</translation>
    </message>
    <message>
        <source>price: {price} is out of range (1 to {most})</source>
        <translation>价格：{price} 超出范围（1 至 {most}）</translation>
    </message>
</context>
<context>
    <name>workloads</name>
    <message>
        <source>CNN</source>
        <translation>CNN 卷积神经网络</translation>
    </message>
    <message>
        <source>Seed priority for CNN: Tensors &gt; FLOP &gt; memory &gt; FP16. Tensor TFLOPS carries 0.94; FP32 (FLOP), memory and FP16 share 0.06 in that order (0.03, 0.02, 0.01). Multi-GPU scaling is 'very good' in the seed: 95 % kept per doubling.</source>
        <translation>选型指南给出的 CNN 优先级：Tensor Core 算力 &gt; FP32 算力 &gt; 显存 &gt; FP16。张量算力 TFLOPS 占 0.94；FP32（FLOP）、显存和 FP16 按此顺序分配 0.06（0.03、0.02、0.01）。选型指南称多 GPU 扩展“非常理想”：GPU 数量每翻一倍保留 95 % 的吞吐量。</translation>
    </message>
    <message>
        <source>RNN / LSTM / GRU</source>
        <translation>RNN / LSTM / GRU 循环神经网络</translation>
    </message>
    <message>
        <source>Transformer (BERT, XLNet)</source>
        <translation>Transformer（BERT、XLNet）</translation>
    </message>
    <message>
        <source>Seed priority for RNN: bandwidth + memory &gt; FP16 &gt; Tensors &gt; FLOP. The seed's RNN tiers follow bandwidth, so bandwidth leads (0.85) and memory follows (0.12: the most it can carry is 0.19 before a 48 GB card passes a faster tier-1 card), then FP16, tensor, FP32 (0.015, 0.01, 0.005). Memory is also a need per card: each card should have 16 GB, as the seed's 'good' RNN card does. Multi-GPU scaling is 'unclear' in the seed: we assume 75 % kept per doubling.</source>
        <translation>选型指南的 RNN 优先级：显存带宽+显存 &gt; 半精度(FP16) &gt; Tensor Core 算力 &gt; FP32 算力。指南的 RNN 分档跟随带宽，因此带宽权重最高（0.85），显存其次（0.12：最多可到 0.19，再高 48 GB 的卡就会超过更快的第一档卡），然后是 FP16、Tensor、FP32（0.015、0.01、0.005）。显存也是每卡的需求：每卡应有 16 GB，与指南中 RNN“好”档的卡相同。指南称多卡扩展“不明确”：我们假设每翻一倍保留 75 %。</translation>
    </message>
    <message>
        <source>the seed's 'good' RNN card is chosen for its 16 GB (RTX5000: 擁有16GB顯存)</source>
        <translation>选型指南中 RNN“好”档的卡因其 16 GB 入选（RTX5000：擁有16GB顯存）</translation>
    </message>
    <message>
        <source>Derived from the seed's RNN section, which lists Transformer with RNN: transformers sit between convolutions and small matrix multiplies, and are sped up by more bandwidth and enough memory (BERT/XLNet need much memory). So bandwidth leads (0.80), memory follows with more weight than for RNN (0.14), and tensor throughput counts more than for RNN (0.04, then FP16 0.02). Each card should have 24 GB. Scaling assumed 85 % per doubling.</source>
        <translation>由选型指南的 RNN 一节推得（该节把 Transformer 与 RNN 并列）：Transformer 介于卷积与小矩阵乘法之间，更高的带宽和足够的显存能加速它（BERT/XLNet 需要大量显存）。因此带宽权重最高（0.80），显存其次且比 RNN 更重（0.14），Tensor 算力也比 RNN 更重（0.04，FP16 为 0.02）。每卡应有 24 GB。多卡扩展假设每翻一倍保留 85 %。</translation>
    </message>
    <message>
        <source>BERT's authors warn that a 12-16 GB GPU is likely to run out of memory at the paper's settings (github.com/google-research/bert, 'Out-of-memory issues'); the seed's card for larger NLP models is the 24 GB Titan RTX</source>
        <translation>BERT 作者指出，按论文设置，12-16 GB 的 GPU 很可能显存不足（github.com/google-research/bert，“Out-of-memory issues”）；选型指南为较大 NLP 模型所选的卡是 24 GB 的 Titan RTX</translation>
    </message>
    <message>
        <source>GAN</source>
        <translation>GAN 生成对抗网络</translation>
    </message>
    <message>
        <source>Derived: GANs in the seed's list (style transfer, high-resolution synthesis, super-resolution) are convolutional generators and discriminators, so the CNN order applies, with memory moved up for high-resolution images: tensor 0.92, memory 0.04, FP32 0.025, FP16 0.015. Scaling assumed 90 % per doubling (two networks to sync).</source>
        <translation>推导：选型指南所列的 GAN 应用（风格迁移、高分辨率合成、超分辨率）由卷积生成器和判别器构成，因此沿用 CNN 的优先顺序，并为高分辨率图像提高显存的权重：张量算力 0.92、显存 0.04、FP32 0.025、FP16 0.015。扩展效率假定为每翻一倍保留 90 %（需同步两个网络）。</translation>
    </message>
    <message>
        <source>Autoencoder</source>
        <translation>Autoencoder 自动编码器</translation>
    </message>
    <message>
        <source>Derived: the seed's autoencoder uses (image reconstruction, denoising, inpainting) are convolutional encoders/decoders, so the CNN weights apply unchanged. Scaling assumed 90 % per doubling.</source>
        <translation>推导：选型指南所列的自动编码器应用（图像重构、去噪、图像修复）都是卷积编码器/解码器，因此直接沿用 CNN 的权重。扩展效率假定为每翻一倍保留 90 %。</translation>
    </message>
    <message>
        <source>DBN (deep belief network)</source>
        <translation>DBN 深度信念网络</translation>
    </message>
    <message>
        <source>Derived: DBNs are stacks of restricted Boltzmann machines trained layer by layer with dense FP32 matrix products and sampling, which the tensor-core paths the seed names (cuDNN convolutions) do not serve; so FP32 FLOPS leads (0.90), then bandwidth (0.05), tensor (0.03), memory (0.02). Scaling assumed 80 % per doubling.</source>
        <translation>推导：DBN 由受限玻尔兹曼机堆叠而成，逐层训练，依赖稠密的 FP32 矩阵乘法和采样，而选型指南提到的张量核心路径（cuDNN 卷积）无法加速这类运算；因此 FP32 FLOPS 为首（0.90），其后为显存带宽（0.05）、张量算力（0.03）、显存（0.02）。扩展效率假定为每翻一倍保留 80 %。</translation>
    </message>
    <message>
        <source>DSN (deep stacking network)</source>
        <translation>DSN 深度堆栈网络</translation>
    </message>
    <message>
        <source>Derived: DSNs stack simple dense modules (retrieval, continuous speech in the seed), the same dense FP32 work as DBN, so the DBN weights apply unchanged.</source>
        <translation>推导：DSN 堆叠简单的稠密模块（选型指南中为信息检索、连续语音识别），与 DBN 同为稠密 FP32 运算，因此直接沿用 DBN 的权重。</translation>
    </message>
    <message>
        <source>Inference serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Derived: the seed says inference must be fast and real-time and that TensorRT (3.0+) uses tensor cores, i.e. reduced precision: FP16 throughput leads (0.88), then tensor (0.06), bandwidth (0.04), memory (0.02). Requests are independent, so scaling is linear.</source>
        <translation>推导：选型指南指出推理必须快速、实时，且 TensorRT（3.0 及以上）使用张量核心，即降低精度：因此 FP16 吞吐量为首（0.88），其后为张量算力（0.06）、显存带宽（0.04）、显存（0.02）。各请求相互独立，因此扩展为线性。</translation>
    </message>
    <message>
        <source>workload: unknown {name!r}; known: {known}</source>
        <translation>工作负载：未知的 {name!r}；可用：{known}</translation>
    </message>
    <message>
        <source>workload {part!r}: the share must be a number above 0</source>
        <translation>工作负载 {part!r}：占比必须是大于 0 的数</translation>
    </message>
    <message>
        <source>workload {part!r}: {key} is named twice</source>
        <translation>工作负载 {part!r}：{key} 出现了两次</translation>
    </message>
    <message>
        <source>workload: {text!r} names no workload</source>
        <translation>工作负载：{text!r} 未指定任何工作负载</translation>
    </message>
    <message>
        <source>{workload} {share} %</source>
        <translation>{workload} {share} %</translation>
    </message>
    <message>
        <source>{first} + {then}</source>
        <translation>{first} + {then}</translation>
    </message>
    <message>
        <source>A mix of workloads: each metric's weight is the share-weighted mean of the members' weights, so a GPU's score is the share-weighted geometric mean of its scores for each workload; multi-GPU scaling is the share-weighted mean, and each card needs the most memory any member needs.</source>
        <translation>多种工作负载的组合：每项指标的权重是各成员权重按占比的加权平均，因此 GPU 的得分是它在各工作负载得分按占比的加权几何平均；多卡扩展取按占比的加权平均，每卡所需显存取各成员中的最大值。</translation>
    </message>
    <message>
        <source>weight {metric!r}: unknown metric; use one of {metrics}</source>
        <translation>权重 {metric!r}：未知指标；请使用 {metrics} 之一</translation>
    </message>
    <message>
        <source>weight {metric!r}: must be a number &gt;= 0, got {value!r}</source>
        <translation>权重 {metric!r}：必须是 &gt;= 0 的数，输入为 {value!r}</translation>
    </message>
    <message>
        <source>weights: at least one metric needs a weight above 0</source>
        <translation>权重：至少一个指标的权重须大于 0</translation>
    </message>
</context>
</TS>